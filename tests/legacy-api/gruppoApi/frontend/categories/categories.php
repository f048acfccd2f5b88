<?php
// GET categories → {status, records: [{id, title}]} (spec §7). "status" switch: status 503 in the body, records and all.
require __DIR__ . '/../../../lib/stand-in.php';

$modes = stand_in_begin('categories', 'GET');
$records = in_array('empty', $modes, true) ? [] : stand_in_fixture()['categories'];
stand_in_json(200, ['status' => in_array('status', $modes, true) ? 503 : 200, 'records' => $records]);
