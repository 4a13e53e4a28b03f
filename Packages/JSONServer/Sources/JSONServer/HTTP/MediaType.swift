/// The `Content-Type` of a file served from a folder, by the extension of its name, as
/// json-server's static middleware gives it (the `mime` package 1.6 that `send` uses): the
/// text types, JavaScript and JSON with `; charset=UTF-8`, and `application/octet-stream` for
/// an extension it does not know or a name without one.
enum MediaType {
  static func of(fileName name: some StringProtocol) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
    let fileExtension = name[name.index(after: dot)...].lowercased()
    guard let type = types[fileExtension] else { return fallback }
    return type + (hasCharset(type) ? "; charset=UTF-8" : "")
  }

  static let fallback = "application/octet-stream"

  private static func hasCharset(_ type: String) -> Bool {
    type.hasPrefix("text/") || type.hasPrefix("application/javascript")
      || type.hasPrefix("application/json")
  }

  private static let types: [String: String] = [
    "html": "text/html", "htm": "text/html", "shtml": "text/html",
    "css": "text/css", "csv": "text/csv", "txt": "text/plain", "text": "text/plain",
    "log": "text/plain", "ini": "text/plain", "conf": "text/plain",
    "md": "text/markdown", "markdown": "text/markdown", "yaml": "text/yaml", "yml": "text/yaml",
    "ics": "text/calendar", "vtt": "text/vtt",
    "js": "application/javascript", "mjs": "application/javascript",
    "json": "application/json", "map": "application/json",
    "webmanifest": "application/manifest+json", "jsonld": "application/ld+json",
    "xml": "application/xml", "xsl": "application/xml", "xhtml": "application/xhtml+xml",
    "rss": "application/rss+xml", "atom": "application/atom+xml",
    "pdf": "application/pdf", "zip": "application/zip", "gz": "application/gzip",
    "tar": "application/x-tar", "wasm": "application/wasm",
    "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "jpe": "image/jpeg",
    "gif": "image/gif", "webp": "image/webp", "avif": "image/avif", "bmp": "image/bmp",
    "svg": "image/svg+xml", "svgz": "image/svg+xml", "ico": "image/x-icon",
    "tif": "image/tiff", "tiff": "image/tiff",
    "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
    "eot": "application/vnd.ms-fontobject",
    "mp3": "audio/mpeg", "wav": "audio/wav", "ogg": "audio/ogg", "oga": "audio/ogg",
    "m4a": "audio/mp4", "mp4": "video/mp4", "m4v": "video/mp4", "webm": "video/webm",
    "ogv": "video/ogg", "mov": "video/quicktime",
  ]
}
