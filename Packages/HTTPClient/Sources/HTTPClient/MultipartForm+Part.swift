import Foundation

extension MultipartForm {
  /// One field of a form: a text, bytes, or a file read from disk as it is sent.
  public struct Part: Sendable, Hashable {
    /// What a part holds.
    public enum Content: Sendable, Hashable {
      /// A text field, sent as UTF-8 with no `Content-Type` (`text/plain` by RFC 7578).
      case text(String)
      /// Bytes at hand, such as an image made by the program.
      case data(Data)
      /// The file at a path, read a block at a time as the body is sent.
      case file(path: String)
    }

    /// The field's name, as the server reads it: `file`, `metadata[plan]`.
    public var name: String
    /// What the part sends: a text, bytes at hand, or a file read as it is sent.
    public var content: Content
    /// The name sent in `filename=`, or `nil` for a text field.
    public var fileName: String?
    /// The part's `Content-Type`, or `nil` for none (a text field's).
    public var contentType: String?

    public init(name: String, content: Content, fileName: String? = nil, contentType: String? = nil)
    {
      self.name = name
      self.content = content
      self.fileName = fileName
      self.contentType = contentType
    }

    /// A text field.
    public static func text(_ name: String, _ value: String) -> Self {
      Self(name: name, content: .text(value))
    }

    /// The file at `path`, sent as `fileName` (the path's last component by default) of
    /// `contentType` (by default the type its extension names, see ``MediaType/ofFile(named:)``).
    public static func file(
      _ name: String, path: String, fileName: String? = nil, contentType: String? = nil
    ) -> Self {
      let fileName = fileName ?? (path as NSString).lastPathComponent
      return Self(
        name: name, content: .file(path: path), fileName: fileName,
        contentType: contentType ?? MediaType.ofFile(named: fileName))
    }

    /// `data` sent as a file named `fileName`, of `contentType`.
    public static func data(
      _ name: String, _ data: Data, fileName: String, contentType: String? = nil
    ) -> Self {
      Self(
        name: name, content: .data(data), fileName: fileName,
        contentType: contentType ?? MediaType.ofFile(named: fileName))
    }

    /// The part's header fields and the empty line after them: `Content-Disposition` with its
    /// name and file name (a `"`, CR or LF in them percent-encoded, as RFC 7578 and browsers
    /// write them), then `Content-Type` when there is one.
    var head: Data {
      var disposition = "Content-Disposition: form-data; name=\"\(Self.quoted(name))\""
      if let fileName {
        disposition += "; filename=\"\(Self.quoted(fileName))\""
      }
      var lines = [disposition]
      if let contentType {
        lines.append("Content-Type: \(contentType.filter { $0 != "\r" && $0 != "\n" })")
      }
      return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// `text` as a quoted parameter holds it: `"` as `%22`, CR as `%0D` and LF as `%0A`
    /// (RFC 7578 section 2 and the HTML standard); other characters as UTF-8.
    static func quoted(_ text: String) -> String {
      var quoted = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": quoted += "%22"
        case "\r": quoted += "%0D"
        case "\n": quoted += "%0A"
        default: quoted.unicodeScalars.append(scalar)
        }
      }
      return quoted
    }
  }
}
