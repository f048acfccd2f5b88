<?php
/**
 * Router of PHP's built-in server: `php -S 127.0.0.1:PORT -t tests/legacy-api tests/legacy-api/router.php`.
 *
 * /gruppoApi/… is the stand-in of the group's PHP API: its scripts and uploads, from this folder.
 * Everything else is the site built with the legacy preset (LEGACY_SITE_DIR, the build's folder with
 * client/, shells/ and routes.json), served as a plain host would serve it with a few rewrite rules
 * (docs/legacy-backend.md): a file as it is, a folder's index.html, a blog post or category address
 * its page shell, the manifest's redirects, and anything else 404.html with a 404.
 */

declare(strict_types=1);

$path = rawurldecode((string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));

if (str_starts_with($path, '/gruppoApi/')) {
    $file = realpath(__DIR__ . $path);
    if ($file !== false && str_starts_with($file, __DIR__ . '/gruppoApi/') && is_file($file)) {
        // The built-in server runs a .php file and sends any other file as it is.
        return false;
    }
    http_response_code(404);
    header('Content-Type: application/json; charset=UTF-8');
    echo json_encode(['message' => 'Not found']);
    return true;
}

$site = getenv('LEGACY_SITE_DIR');
if (!$site) {
    http_response_code(404);
    header('Content-Type: text/plain; charset=UTF-8');
    echo "No site here: set LEGACY_SITE_DIR to the legacy build's folder.\n";
    return true;
}
$site = rtrim($site, '/');
$client = realpath($site . '/client');

const CONTENT_TYPES = [
    'html' => 'text/html; charset=utf-8',
    'js' => 'text/javascript; charset=utf-8',
    'css' => 'text/css; charset=utf-8',
    'json' => 'application/json',
    'webmanifest' => 'application/manifest+json',
    'xml' => 'application/xml',
    'txt' => 'text/plain; charset=utf-8',
    'svg' => 'image/svg+xml',
    'png' => 'image/png',
    'jpg' => 'image/jpeg',
    'jpeg' => 'image/jpeg',
    'webp' => 'image/webp',
    'avif' => 'image/avif',
    'ico' => 'image/x-icon',
    'woff2' => 'font/woff2',
    'mp4' => 'video/mp4',
    'webm' => 'video/webm',
];

function send_file(string $file, int $status = 200): bool
{
    http_response_code($status);
    $extension = strtolower(pathinfo($file, PATHINFO_EXTENSION));
    header('Content-Type: ' . (CONTENT_TYPES[$extension] ?? 'application/octet-stream'));
    header('Content-Length: ' . filesize($file));
    if ($_SERVER['REQUEST_METHOD'] !== 'HEAD') {
        readfile($file);
    }
    return true;
}

// The manifest's redirects (routes.json), with or without a trailing slash.
$routes = json_decode((string) @file_get_contents($site . '/routes.json'), true) ?: [];
foreach ($routes['redirects'] ?? [] as $redirect) {
    if (rtrim($path, '/') === rtrim($redirect['from'], '/')) {
        header('Location: ' . $redirect['to'], true, (int) ($redirect['status'] ?? 301));
        return true;
    }
}

// A file of the build, or a folder's index.html (/about and /about/ alike).
$candidate = realpath($client . $path);
if ($candidate !== false && str_starts_with($candidate, $client)) {
    if (is_file($candidate)) {
        return send_file($candidate);
    }
    if (is_file($candidate . '/index.html')) {
        return send_file($candidate . '/index.html');
    }
}

// The pages whose address holds an id: their shell, which fetches its data in the browser.
if (preg_match('#^/our/blog/[^/]+/single/?$#', $path)) {
    return send_file($site . '/shells/blog-post.html');
}
if (preg_match('#^/newspage/[^/]+/collections/?$#', $path)) {
    return send_file($site . '/shells/blog-category.html');
}

return send_file($client . '/404.html', 404);
