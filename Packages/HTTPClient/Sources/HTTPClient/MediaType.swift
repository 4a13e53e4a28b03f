import Foundation

/// Media types a file is sent as, by its name's extension.
public enum MediaType {
  /// The media type a file named `name` is sent as, by its extension in any case
  /// (`cover.GIF` is `image/gif`), or `application/octet-stream` for one not known.
  public static func ofFile(named name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return octetStream }
    return byExtension[name[name.index(after: dot)...].lowercased()] ?? octetStream
  }

  /// The extension a file of `mediaType` (a `Content-Type`'s value, its parameters aside) is
  /// given, such as `json` for `application/json; charset=utf-8`; `nil` for one not known or
  /// bytes of no known kind. Where a type has several, the usual one (`jpg`, `html`, `yaml`).
  public static func fileExtension(for mediaType: String) -> String? {
    let type = mediaType.split(separator: ";").first.map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard let type, type != octetStream else { return nil }
    return usualExtension[type]
  }

  /// For each type, the extension of its files people expect.
  private static let usualExtension: [String: String] = {
    var usual: [String: String] = [:]
    for (name, type) in byExtension.sorted(by: { $0.key < $1.key }) where usual[type] == nil {
      usual[type] = name
    }
    for (type, name) in [
      ("image/jpeg", "jpg"), ("text/html", "html"), ("image/tiff", "tiff"),
      ("application/yaml", "yaml"),
    ] {
      usual[type] = name
    }
    return usual
  }()

  /// Bytes of no known kind.
  public static let octetStream = "application/octet-stream"

  /// The types of the files most often uploaded, by extension.
  static let byExtension: [String: String] = [
    "avif": "image/avif", "bmp": "image/bmp", "gif": "image/gif", "heic": "image/heic",
    "ico": "image/vnd.microsoft.icon", "jpeg": "image/jpeg", "jpg": "image/jpeg",
    "png": "image/png", "svg": "image/svg+xml", "tif": "image/tiff", "tiff": "image/tiff",
    "webp": "image/webp",
    "aac": "audio/aac", "flac": "audio/flac", "m4a": "audio/mp4", "mp3": "audio/mpeg",
    "ogg": "audio/ogg", "wav": "audio/wav",
    "avi": "video/x-msvideo", "mov": "video/quicktime", "mp4": "video/mp4", "mpeg": "video/mpeg",
    "webm": "video/webm",
    "csv": "text/csv", "htm": "text/html", "html": "text/html", "ics": "text/calendar",
    "md": "text/markdown", "txt": "text/plain", "tsv": "text/tab-separated-values",
    "css": "text/css", "js": "text/javascript",
    "json": "application/json", "jsonl": "application/jsonl", "xml": "application/xml",
    "yaml": "application/yaml", "yml": "application/yaml", "pdf": "application/pdf",
    "zip": "application/zip", "gz": "application/gzip", "tar": "application/x-tar",
    "7z": "application/x-7z-compressed", "wasm": "application/wasm",
    "doc": "application/msword",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xls": "application/vnd.ms-excel",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "ppt": "application/vnd.ms-powerpoint",
    "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "odt": "application/vnd.oasis.opendocument.text", "epub": "application/epub+zip",
    "ttf": "font/ttf", "otf": "font/otf", "woff": "font/woff", "woff2": "font/woff2",
  ]
}
