<?php
// GET the blog list, ?catId= (every post without it) → [{id, title, date, image}], newest first.
require __DIR__ . '/../../../lib/stand-in.php';

$modes = stand_in_begin('blogs', 'GET');
if (in_array('status', $modes, true)) {
    stand_in_json(503, ['message' => 'Service unavailable']);
}
$catId = isset($_GET['catId']) ? (string) $_GET['catId'] : null;
$posts = array_filter(stand_in_fixture()['posts'], static fn (array $post): bool => $catId === null || $post['category_id'] === $catId);
if (in_array('empty', $modes, true)) {
    $posts = [];
}
stand_in_json(200, array_map('stand_in_summary', stand_in_newest_first(array_values($posts))));
