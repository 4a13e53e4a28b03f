import Foundation

extension MultipartForm {
  /// The lines `--verbose` and a dry run show of the form, a part a line, as httpie's items
  /// write them: `title=Cover`, `file@cover.gif (image/gif, 18.4 kB)`; the value of a text part
  /// that ``TrafficEvent/secretBodyNames`` names `REDACTED`. A file's size is as it is now, or
  /// says why it cannot be read.
  public var summaryLines: [String] {
    let secrets = TrafficEvent.secretBodyNames
    return parts.map { part in
      let name = RequestItem.escaped(part.name)
      switch part.content {
      case .text(let text):
        let shown = secrets.holdsSecret(named: part.name) ? CredentialQuery.mark : text
        return "\(name)=\(shown.singleLine(limit: 200))"
      case .data(let data):
        return "\(name)@\(part.fileName ?? "") (\(Self.detail(part, size: Int64(data.count))))"
      case .file(let path):
        let size: String
        do throws(Failure) {
          size = Self.detail(part, size: try FileSize.ofRegularFile(at: path))
        } catch {
          size = error.description
        }
        return "\(name)@\(path) (\(size))"
      }
    }
  }

  /// A file part's media type and size: `image/gif, 18.4 kB`.
  private static func detail(_ part: Part, size: Int64) -> String {
    let type = part.contentType ?? MediaType.octetStream
    return "\(type), \(DecimalByteCount.text(Int(clamping: size)))"
  }
}
