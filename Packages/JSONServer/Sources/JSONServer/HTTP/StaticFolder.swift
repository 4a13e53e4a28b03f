import Foundation
import HTTPServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder whose files a server sends as json-server's static middleware
/// (`express.static`) does, before its API: `./public`, or the folder of `--static`.
///
/// A `GET` or `HEAD` whose path names a regular file in the folder is answered with it
/// (`ETag`, `Last-Modified`, 304, one range, 412 and 416 as `send` answers them); a path ending with `/` names the
/// `index.html` of that folder, and the path of a folder without its `/` is redirected (301) to
/// it. Anything else is left to the API, as json-server passes on what its static middleware does
/// not find: other methods, a path that names nothing, a path that climbs out of the folder
/// (`..`, `%2e%2e`), a hidden file or folder (a name starting with `.`, which `send` would serve
/// in a folder such as `/.git/config`), a file reached through a symbolic link that leads out
/// of the folder, and anything that is not a regular file (a pipe, a device). A file is read as
/// it is sent, a piece at a time (`HTTPFileBody`), so that a large one takes no memory.
///
/// ```swift
/// let folder = try StaticFolder(URL(fileURLWithPath: "public"))
/// let answer = folder.response(to: HTTPRequest(target: "/index.html"))
/// ```
public struct StaticFolder: Sendable, Hashable {
  /// The folder's real path, symbolic links resolved.
  public let path: String

  /// - Throws: ``ServeError`` when it does not exist or is not a folder.
  public init(_ url: URL) throws(ServeError) {
    guard let real = realpath(url.path, nil) else {
      throw ServeError(
        .unreadable,
        "cannot serve the folder '\(url.path)': \(String(cString: strerror(errno)))")
    }
    path = String(cString: real)
    free(real)
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw ServeError(.unreadable, "cannot serve the folder '\(url.path)': not a folder")
    }
  }

  /// The answer to `request`, or `nil` to leave it to the API.
  public func response(to request: HTTPRequest) -> HTTPResponse? {
    guard request.method == "GET" || request.method == "HEAD",
      let name = StaticPath(request.path)
    else { return nil }
    let target = name.names.isEmpty ? path : path + "/" + name.relative
    guard let opened = open(target) else { return nil }
    switch opened.kind {
    case .file:
      guard !name.hasTrailingSlash else {
        posixClose(opened.descriptor)
        return nil
      }
      return Self.response(to: request, sending: opened, named: target)
    case .folder:
      posixClose(opened.descriptor)
      guard name.hasTrailingSlash else { return Self.redirect(to: request) }
      let index = target + "/index.html"
      guard let file = open(index) else { return nil }
      guard file.kind == .file else {
        posixClose(file.descriptor)
        return nil
      }
      return Self.response(to: request, sending: file, named: index)
    }
  }

  private struct Opened {
    enum Kind { case file, folder }
    let descriptor: Int32
    let kind: Kind
    let info: stat
  }

  /// Opens the file or folder at `target`, when it is one and lies within the folder once every
  /// symbolic link is followed.
  private func open(_ target: String) -> Opened? {
    let descriptor = posixOpen(target, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    var info = stat()
    let kind: Opened.Kind?
    if fstat(descriptor, &info) != 0 {
      kind = nil
    } else {
      switch info.st_mode & S_IFMT {
      case S_IFREG: kind = .file
      case S_IFDIR: kind = .folder
      default: kind = nil
      }
    }
    guard let kind, isWithin(Self.realPath(of: descriptor, opened: target)) else {
      posixClose(descriptor)
      return nil
    }
    return Opened(descriptor: descriptor, kind: kind, info: info)
  }

  /// Whether `real` is the folder or lies within it.
  private func isWithin(_ real: String?) -> Bool {
    guard let real else { return false }
    return real == path || real.hasPrefix(path.hasSuffix("/") ? path : path + "/")
  }

  /// The real path of the open `descriptor`: where the system says it is, or else where the
  /// path it was opened by leads now.
  private static func realPath(of descriptor: Int32, opened target: String) -> String? {
    #if canImport(Darwin)
      var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
      if fcntl(descriptor, F_GETPATH, &buffer) == 0 {
        return String(
          decoding: buffer.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
      }
    #else
      var buffer = [CChar](repeating: 0, count: 4_096)
      let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count)
      if count > 0, count < buffer.count {
        let link = String(
          decoding: buffer[0..<count].map(UInt8.init(bitPattern:)), as: UTF8.self)
        // A file removed meanwhile is named with " (deleted)" after it: nothing to serve.
        return link.hasPrefix("/") ? link : nil
      }
    #endif
    guard let real = realpath(target, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }

  /// The answer `send` gives for the open regular `file`, which the answer's body takes.
  private static func response(
    to request: HTTPRequest, sending file: Opened, named target: String
  ) -> HTTPResponse? {
    #if canImport(Darwin)
      let modified = file.info.st_mtimespec
    #else
      let modified = file.info.st_mtim
    #endif
    let size = Int(file.info.st_size)
    let milliseconds = Int(modified.tv_sec) * 1_000 + Int(modified.tv_nsec) / 1_000_000
    let answer = StaticAnswer(
      size: size, modified: (Int(modified.tv_sec), milliseconds),
      entityTag: StaticAnswer.entityTag(size: size, milliseconds: milliseconds),
      contentType: MediaType.of(fileName: target.split(separator: "/").last ?? ""))
    let outcome = answer.outcome(for: request)
    guard case .send(let status, let headers, let range) = outcome else {
      posixClose(file.descriptor)
      return StaticAnswer.response(without: outcome)
    }
    let body = HTTPFileBody(
      descriptor: file.descriptor, offset: range.lowerBound, count: range.count)
    return HTTPResponse(status: status, headers: headers, file: body)
  }

  /// serve-static's answer to the path of a folder without its `/`: 301 to the path with it,
  /// the query kept.
  static func redirect(to request: HTTPRequest) -> HTTPResponse {
    var path = String(request.path) + "/"
    let slashes = path.prefix { $0 == "/" }.count
    if slashes > 1 { path = "/" + path.dropFirst(slashes) }
    let location = encodedURL(path + (request.query.map { "?" + $0 } ?? ""))
    let link = escapedHTML(location)
    let document =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      + "<title>Redirecting</title>\n</head>\n<body>\n"
      + "<pre>Redirecting to <a href=\"\(link)\">\(link)</a></pre>\n</body>\n</html>\n"
    return HTTPResponse(
      status: 301,
      headers: [
        "Content-Type": "text/html; charset=UTF-8",
        "Content-Security-Policy": "default-src 'none'",
        "X-Content-Type-Options": "nosniff",
        "Location": location,
      ],
      body: Data(document.utf8))
  }

  /// `encodeurl`: every byte that a URL cannot hold as it is percent-encoded, and a `%` that
  /// starts no escape written `%25`; escapes already there are kept.
  static func encodedURL(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var result = ""
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "%") {
        let escape = bytes.dropFirst(index + 1).prefix(2)
        let isEscape =
          escape.count == 2 && escape.allSatisfy { Character(Unicode.Scalar($0)).isHexDigit }
        result += isEscape ? "%" : "%25"
      } else if urlBytes.contains(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result +=
          "%" + String(byte >> 4, radix: 16, uppercase: true)
          + String(byte & 0xF, radix: 16, uppercase: true)
      }
    }
    return result
  }

  /// The bytes `encodeurl` keeps as they are: `!`, `#`, `$`, `&` to `;`, `=`, `?` to `[`, `]`,
  /// `_`, `a` to `z` and `~` (`%` is seen to apart).
  private static let urlBytes: Set<UInt8> = Set(
    [0x21, 0x23, 0x24, 0x3D, 0x5D, 0x5F, 0x7E] + Array(0x26...0x3B) + Array(0x3F...0x5B)
      + Array(0x61...0x7A))

  /// `text` with `&`, `<`, `>`, `"` and `'` escaped for HTML.
  static func escapedHTML(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}

// The calls that `StaticFolder`'s own method names shadow.
private func posixOpen(_ path: String, _ flags: Int32) -> Int32 {
  open(path, flags)
}

private func posixClose(_ descriptor: Int32) {
  _ = close(descriptor)
}
