import Foundation
import HTTPBasics
import HTTPClient

/// Where a download goes: a file named by the caller, or a file in a folder named by the
/// answer.
public enum DownloadDestination: Sendable, Hashable {
  /// This file, replaced once the download is whole.
  case file(URL)
  /// A file in this folder named as the answer names it (see ``fileName(for:)``), with `-1`,
  /// `-2`… before its extension when the name is taken.
  case folder(URL)

  /// The name a download to a folder gets from the head of its answer: the file name of its
  /// `Content-Disposition` (`ContentDisposition`, in `HTTPBasics`), else the last segment of
  /// the URL it answered, else `download`, each made safe to create; a name from the URL
  /// without an extension gets its `Content-Type`'s (`posts.json`).
  public static func fileName(for head: HTTPResponseHead) -> String {
    if let disposition = head.value(forHeader: "Content-Disposition"),
      let name = ContentDisposition.fileName(in: disposition)
    {
      return name
    }
    let segment = head.url.map { $0.lastPathComponent.removingPercentEncoding ?? "" } ?? ""
    let name = ContentDisposition.safeFileName(segment == "/" ? "" : segment) ?? "download"
    // A name from the path without an extension is given its type's, as httpie does.
    guard (name as NSString).pathExtension.isEmpty,
      let ext = head.value(forHeader: "Content-Type").flatMap(MediaType.fileExtension(for:))
    else { return name }
    return name + "." + ext
  }

  /// The file a download answered with `head` is written to: this one, or in the folder, the
  /// name the answer gives, free of any file there and of the partial download of another.
  func file(for head: HTTPResponseHead, fileManager: FileManager = .default) -> URL {
    switch self {
    case .file(let url):
      return url
    case .folder(let folder):
      let name = Self.fileName(for: head)
      let stem = (name as NSString).deletingPathExtension
      let ext = (name as NSString).pathExtension
      for number in 0... {
        let candidate =
          number == 0 ? name : ext.isEmpty ? "\(stem)-\(number)" : "\(stem)-\(number).\(ext)"
        let url = folder.appendingPathComponent(candidate)
        if !fileManager.fileExists(atPath: url.path),
          !fileManager.fileExists(atPath: PartialDownload.partialFile(of: url).path)
        {
          return url
        }
      }
      return folder.appendingPathComponent(name)
    }
  }

  /// Whether the answer names the file.
  var isFolder: Bool {
    if case .folder = self { true } else { false }
  }

  /// The folder the partial download goes to.
  var folder: URL {
    switch self {
    case .file(let url): url.deletingLastPathComponent()
    case .folder(let folder): folder
    }
  }
}
