<?php
// GET one post, ?Id= → {records: [post]}; an unknown id is a 404 with only a message, the ids of the
// fixture's answeredEmpty a 200 with no records and no message.
require __DIR__ . '/../../../lib/stand-in.php';

$modes = stand_in_begin('blog', 'GET');
if (in_array('status', $modes, true)) {
    stand_in_json(503, ['message' => 'Service unavailable']);
}
$fixture = stand_in_fixture();
$id = (string) ($_GET['Id'] ?? '');
if (in_array($id, $fixture['answeredEmpty'], true) || in_array('empty', $modes, true)) {
    stand_in_json(200, ['records' => []]);
}
$categories = array_column($fixture['categories'], 'title', 'id');
foreach ($fixture['posts'] as $post) {
    if ($post['id'] === $id) {
        $post['category'] = $categories[$post['category_id']] ?? null;
        stand_in_json(200, ['records' => [$post]]);
    }
}
stand_in_json(404, ['message' => "No blog found with Id {$id}."]);
