<?php
// GET one category, ?catId= → {records: [{id, title}]}; an unknown one is a 404 with only a message.
require __DIR__ . '/../../../lib/stand-in.php';

$modes = stand_in_begin('category', 'GET');
if (in_array('status', $modes, true)) {
    stand_in_json(503, ['message' => 'Service unavailable']);
}
$catId = (string) ($_GET['catId'] ?? '');
$found = array_values(array_filter(stand_in_fixture()['categories'], static fn (array $category): bool => $category['id'] === $catId));
if ($found === [] || in_array('empty', $modes, true)) {
    stand_in_json(404, ['message' => 'No category found.']);
}
stand_in_json(200, ['records' => $found]);
