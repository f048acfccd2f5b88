<?php
/**
 * What every endpoint of the stand-in shares: the fixture, the bearer check, CORS for a site on another
 * origin, and the switches a test uses to make an endpoint misbehave (README.md).
 *
 * A switch is asked for with the X-Stand-In header or the standIn query parameter: a comma-separated
 * list of `mode` (every endpoint) or `endpoint:mode` (categories, category, blogs, blog, related,
 * contact). Modes: slow (answer after LEGACY_API_DELAY_MS, default 3000 ms), hang (answer after 31 s,
 * past the site's 30 s time-out), 500 (a PHP error page),
 * status (categories: `status` in the body is not 200; the others: HTTP 503), malformed (a JSON body
 * cut short), empty (no records), false (contact: {"success": false}).
 */

declare(strict_types=1);

const STAND_IN_DEFAULT_TOKEN = 'stand-in-token';

function stand_in_fixture(): array
{
    $file = getenv('LEGACY_API_FIXTURE') ?: __DIR__ . '/../fixture.json';
    return json_decode((string) file_get_contents($file), true, 512, JSON_THROW_ON_ERROR);
}

function stand_in_header(string $name): ?string
{
    foreach (getallheaders() as $key => $value) {
        if (strcasecmp($key, $name) === 0) {
            return $value;
        }
    }
    return null;
}

/** The modes asked for this endpoint, from the header and the query. */
function stand_in_modes(string $endpoint): array
{
    $asked = implode(',', array_filter([stand_in_header('X-Stand-In'), $_GET['standIn'] ?? null], 'is_string'));
    $modes = [];
    foreach (array_filter(array_map('trim', explode(',', $asked))) as $item) {
        $parts = explode(':', $item, 2);
        if (count($parts) === 1) {
            $modes[] = $parts[0];
        } elseif ($parts[0] === $endpoint) {
            $modes[] = $parts[1];
        }
    }
    return $modes;
}

function stand_in_json(int $httpStatus, mixed $body): never
{
    http_response_code($httpStatus);
    header('Content-Type: application/json; charset=UTF-8');
    echo json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    exit;
}

/**
 * Answers the preflight, checks the method and the bearer credential, then plays the switches that
 * come before an answer (slow, 500, malformed). Returns the modes left for the endpoint to apply.
 */
function stand_in_begin(string $endpoint, string $method): array
{
    $origin = stand_in_header('Origin');
    if ($origin !== null) {
        // The site may be on another origin (VITE_API_BASE_URL): the calls carry credentials, so the
        // origin is named, never "*".
        header('Access-Control-Allow-Origin: ' . $origin);
        header('Access-Control-Allow-Credentials: true');
        header('Vary: Origin');
    }
    if ($_SERVER['REQUEST_METHOD'] === 'OPTIONS') {
        header('Access-Control-Allow-Methods: GET, POST, OPTIONS');
        header('Access-Control-Allow-Headers: Authorization, Content-Type, Accept, X-Stand-In');
        header('Access-Control-Max-Age: 600');
        http_response_code(204);
        exit;
    }
    if ($_SERVER['REQUEST_METHOD'] !== $method) {
        header('Allow: ' . $method);
        stand_in_json(405, ['status' => 405, 'message' => 'Method not allowed']);
    }
    $token = getenv('LEGACY_API_TOKEN') ?: STAND_IN_DEFAULT_TOKEN;
    if (stand_in_header('Authorization') !== 'Bearer ' . $token) {
        stand_in_json(401, ['status' => 401, 'message' => 'Unauthorized']);
    }
    $modes = stand_in_modes($endpoint);
    if (in_array('slow', $modes, true)) {
        usleep(1000 * (int) (getenv('LEGACY_API_DELAY_MS') ?: 3000));
    }
    if (in_array('hang', $modes, true)) {
        sleep(31);
    }
    if (in_array('500', $modes, true)) {
        http_response_code(500);
        header('Content-Type: text/html; charset=UTF-8');
        echo "<br />\n<b>Fatal error</b>:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in {$_SERVER['SCRIPT_FILENAME']}:12<br />\n";
        exit;
    }
    if (in_array('malformed', $modes, true)) {
        header('Content-Type: application/json; charset=UTF-8');
        echo '{"records": [{"id": "1", "title": "Cut sh';
        exit;
    }
    return $modes;
}

/** A post as the list calls send it: id, title, date, image (and, as the old backend's rows do, a little more). */
function stand_in_summary(array $post): array
{
    return [
        'id' => $post['id'],
        'title' => $post['title'],
        'date' => $post['date'],
        'image' => $post['image'],
        'category_id' => $post['category_id'],
    ];
}

/** Newest first. */
function stand_in_newest_first(array $posts): array
{
    usort($posts, static fn (array $a, array $b): int => strcmp($b['date'], $a['date']));
    return $posts;
}
