<?php
// POST {name, email, phone, subject, message} as JSON → {success}. Five non-empty strings are a success;
// anything else, or the "false" switch, {"success": false}.
require __DIR__ . '/../../../lib/stand-in.php';

$modes = stand_in_begin('contact', 'POST');
if (in_array('status', $modes, true)) {
    stand_in_json(503, ['success' => false]);
}
$message = json_decode((string) file_get_contents('php://input'), true);
$fields = ['name', 'email', 'phone', 'subject', 'message'];
$complete = is_array($message);
foreach ($fields as $field) {
    $complete = $complete && is_string($message[$field] ?? null) && trim($message[$field]) !== '';
}
if (!$complete || in_array('false', $modes, true)) {
    stand_in_json(200, ['success' => false]);
}
$log = getenv('LEGACY_API_CONTACT_LOG');
if ($log) {
    file_put_contents($log, json_encode(array_intersect_key($message, array_flip($fields))) . "\n", FILE_APPEND | LOCK_EX);
}
stand_in_json(200, ['success' => true]);
