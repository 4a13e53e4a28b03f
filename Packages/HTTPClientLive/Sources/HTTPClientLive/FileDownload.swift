import Foundation
import HTTPClient

/// A download under way (``HTTPSession/download(_:to:resuming:)``): its progress as it comes,
/// and the file it ends with.
///
/// Cancelling it (``cancel()``, or the task awaiting ``file``) ends it with
/// `NetworkError.cancelled`, its bytes kept in the partial file for a download that resumes,
/// and no file under the name it was to have.
public struct FileDownload: Sendable {
  /// The bytes received so far, those already there when it resumed included, and those
  /// there are in all when the answer said; the newest only, for a reader slower than the
  /// bytes. It ends when the download does.
  public let progress: AsyncStream<TransferProgress>
  private let task: Task<DownloadedFile, any Error>

  init(progress: AsyncStream<TransferProgress>, task: Task<DownloadedFile, any Error>) {
    self.progress = progress
    self.task = task
  }

  /// The file downloaded, once it is whole.
  ///
  /// - Throws: `NetworkError` for an answer that was refused or never came, ``DownloadFailure``
  ///   for one that broke off or could not be written.
  public var file: DownloadedFile {
    get async throws {
      try await withTaskCancellationHandler {
        try await task.value
      } onCancel: {
        task.cancel()
      }
    }
  }

  /// Stops the download, its partial file kept.
  public func cancel() {
    task.cancel()
  }
}

/// A file a download ended with.
public struct DownloadedFile: Sendable, Hashable {
  /// Where it is.
  public var url: URL
  /// Its length in bytes.
  public var byteCount: Int64
  /// The bytes that were there already from an earlier download it resumed; 0 when it began
  /// from the start.
  public var resumedFrom: Int64
  /// The head of the last answer.
  public var head: HTTPResponseHead
}
