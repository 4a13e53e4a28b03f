import Foundation
import HTTPClient
import HTTPClientLive
import Producers

extension CatalogueExport {
  /// Downloads the export through `session` to `destination` (a folder names it as the server
  /// does), telling `progress` of the bytes so far and in all as they come, and returns the
  /// file once it is whole.
  ///
  /// Unless `resuming` is `false`, a download of it left partial there (`NAME.part`, by a run
  /// cut off, cancelled or killed) goes on from its last byte; a changed export starts again.
  /// Cancelling the task stops the download, its bytes kept for the next.
  ///
  /// - Throws: `NetworkError` for an answer refused or never come, `DownloadFailure` for one
  ///   that broke off (its bytes kept for the next try) or could not be written.
  public static func download(
    through session: HTTPSession, to destination: DownloadDestination, resuming: Bool = true,
    progress: @Sendable (TransferProgress) -> Void = { _ in }
  ) async throws -> DownloadedFile {
    let download = session.download(endpoint, to: destination, resuming: resuming)
    for await step in download.progress {
      progress(step)
    }
    return try await download.file
  }
}
