import Features
import Foundation
import HTTPClientLive
import Synchronization
import TerminalKit

extension Screen {
  /// Downloads the body of `endpoint`'s answer (`shownPath` in the loading line) to
  /// `destination` (`HTTPSession.download(_:to:resuming:)`), resuming a partial download
  /// there when `resuming`, or, with no destination, writes it to standard output as it came;
  /// a progress bar on standard error when it is a terminal, and, once a file is whole, one line
  /// there naming it.
  ///
  /// A download that broke off says how much is kept and that `--continue` resumes it, with the
  /// status of its cause (75 or 76); a file that could not be written is 74.
  public func download(
    _ endpoint: Endpoint<Data>, shownPath: String, session: HTTPSession,
    to destination: DownloadDestination?, resuming: Bool
  ) async -> Outcome {
    let meter = TransferMeter(receiving: true)
    guard let destination else {
      return await passOn(endpoint, shownPath: shownPath, session: session, meter: meter)
    }
    let download = session.download(endpoint, to: destination, resuming: resuming)
    let result: Result<DownloadedFile, any Error> = await whileLoading(
      "Downloading \(shownPath)…", meter: meter
    ) {
      for await progress in download.progress {
        meter.update(completed: progress.completed, expected: progress.expected)
      }
      do {
        return .success(try await download.file)
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let file):
      let resumed =
        file.resumedFrom > 0
        ? ", resumed after \(DecimalByteCount.text(file.resumedFrom))" : ""
      console.writeError(
        "Saved \(Self.shownPath(of: file.url)) (\(DecimalByteCount.text(file.byteCount))\(resumed))\n"
      )
      return .text("")
    case .failure(let failure as DownloadFailure):
      guard let cause = failure.networkError else {
        console.reportError(failure.description.sanitizedForTerminal)
        return .failure(.ioError)
      }
      var message = failure.description + "; --continue resumes it"
      if case .brokenOff(let partial, _, _, _) = failure {
        message = message.replacingOccurrences(
          of: partial, with: Self.shownPath(of: URL(fileURLWithPath: partial)))
      }
      return report(LoadFailure(message: message, networkError: cause))
    case .failure(let error):
      return report(LoadFailure(error))
    }
  }

  /// Writes the body of `endpoint`'s answer to standard output as it comes.
  private func passOn(
    _ endpoint: Endpoint<Data>, shownPath: String, session: HTTPSession, meter: TransferMeter
  ) async -> Outcome {
    let passThrough = StandardOutputPassThrough(console: console)
      .passThrough(holding: 0, meter: meter)
    let operation = { () async -> Result<BodyPassThrough.Outcome<Data>, any Error> in
      do {
        return .success(try await passThrough.run { try await session.send(endpoint) })
      } catch {
        return .failure(error)
      }
    }
    // No progress beside a body written to the same terminal.
    let result =
      console.outputIsTerminal
      ? await operation()
      : await whileLoading("Downloading \(shownPath)…", meter: meter, operation: operation)
    switch result {
    case .success(.kept(let body)):
      console.writeOutputBytes(body)
      return .text("")
    case .success(.passedOn):
      return .text("")
    case .failure(let broken as BodyPassThrough.Broken):
      return report(broken)
    case .failure(let error):
      return report(LoadFailure(error))
    }
  }

  /// A file as a message names it: its path from the current folder when it is below it.
  static func shownPath(of file: URL) -> String {
    let folder = FileManager.default.currentDirectoryPath
    let path = file.standardizedFileURL.path
    guard path.hasPrefix(folder + "/") else { return path }
    return String(path.dropFirst(folder.count + 1))
  }
}
