import ArgumentParsing
import Foundation
import HTTPClientLive

/// `--download`, `-o`/`--output FILE` and `--continue`: where the body of a read goes instead
/// of the screen, as httpie's options of those names say.
///
/// `--download` writes the body to a file in the current folder named by the answer
/// (`DownloadDestination.folder(_:)`); `-o FILE` names the file, and alone implies
/// `--download`; `-o -` writes the body to standard output as it came; `--continue` resumes a
/// partial download of the same URL there. (`-d` and `-c` are `serve`'s: the long names alone
/// here.)
public struct DownloadOptions: Sendable, Hashable {
  /// Where the body goes.
  public enum Target: Sendable, Hashable {
    /// A file, written as `HTTPSession.download(_:to:resuming:)` writes one.
    case file(DownloadDestination)
    /// Standard output, as the body came.
    case standardOutput
  }

  public static let download = Flag(
    "download",
    summary: "Save the body to a file named by the answer (Content-Disposition) or the path, "
      + "with a progress bar")

  public static let output = Option<String>(
    "output", short: "o", valueName: "FILE",
    summary: "Save the body to FILE (- for standard output, as it came; a folder for the name "
      + "the answer gives)")

  public static let resume = Flag(
    "continue", summary: "Resume a partial download of the same URL (with --download or -o)")

  /// The options, in the order help lists them.
  public static let specs = [download.spec, output.spec, resume.spec]

  public var target: Target
  /// Whether a partial download is resumed (`--continue`).
  public var resumes: Bool

  public init(target: Target, resumes: Bool = false) {
    self.target = target
    self.resumes = resumes
  }

  /// The options set in `parsed`, files below the current folder; `nil` when none is set.
  ///
  /// - Throws: `UsageError` for `--continue` without a file to resume, or with `-o -`, and
  ///   for a download with one of the options named in `refusing` (`all`), which do not go
  ///   with one.
  public init?(
    parsing parsed: ParsedArguments, command: String, refusing: [String] = []
  ) throws(UsageError) {
    let output = try parsed.value(of: Self.output)
    resumes = parsed.isSet(Self.resume)
    guard parsed.isSet(Self.download) || output != nil else {
      if resumes {
        throw UsageError(
          "option '--continue' resumes a download: add '--download' or '-o FILE'",
          command: command)
      }
      return nil
    }
    if let clash = refusing.first(where: { parsed.hasFlag($0) || parsed.values[$0] != nil }) {
      throw UsageError(
        "options '--download' (or '--output') and '--\(clash)' do not go together",
        command: command)
    }
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    switch output {
    case "-":
      if resumes {
        throw UsageError(
          "option '--continue' resumes a file, not standard output ('-o -')", command: command)
      }
      target = .standardOutput
    case let path?:
      guard !path.isEmpty else {
        throw UsageError("option '--output' needs a file name", command: command)
      }
      let url =
        (path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)).standardizedFileURL
      // A folder (one there, or a path ending in `/`) gets the file the answer names.
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      target = .file(
        path.hasSuffix("/") || (exists && isFolder.boolValue) ? .folder(url) : .file(url))
    case nil:
      target = .file(.folder(folder))
    }
  }

  /// The file or folder the body goes to; `nil` for standard output.
  public var destination: DownloadDestination? {
    if case .file(let destination) = target { destination } else { nil }
  }
}
