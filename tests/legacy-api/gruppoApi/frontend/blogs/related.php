<?php
// GET related posts, ?id= → [{id, title}]: the other posts of its category, newest first, five at most.
require __DIR__ . '/../../../lib/stand-in.php';

$modes = stand_in_begin('related', 'GET');
if (in_array('status', $modes, true)) {
    stand_in_json(503, ['message' => 'Service unavailable']);
}
$id = (string) ($_GET['id'] ?? '');
$posts = stand_in_fixture()['posts'];
$categoryId = null;
foreach ($posts as $post) {
    if ($post['id'] === $id) {
        $categoryId = $post['category_id'];
    }
}
$related = array_filter($posts, static fn (array $post): bool => $post['category_id'] === $categoryId && $post['id'] !== $id);
if (in_array('empty', $modes, true)) {
    $related = [];
}
$related = array_slice(stand_in_newest_first(array_values($related)), 0, 5);
stand_in_json(200, array_map(static fn (array $post): array => ['id' => $post['id'], 'title' => $post['title']], $related));
