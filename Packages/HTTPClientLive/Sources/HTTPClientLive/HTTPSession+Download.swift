import Foundation
import HTTPBasics
import HTTPClient
import Synchronization

extension HTTPSession {
  /// Downloads the body of `endpoint`'s answer to a file at `destination`, streamed to disk as
  /// it comes, and returns the download under way: its progress, and the file once it is whole.
  ///
  /// The bytes go to a partial file beside the file they are to become (`NAME.part`, with what
  /// a resumption needs in `NAME.part.json`: the URL, and the answer's `ETag` or
  /// `Last-Modified`), which is renamed to it once the body is whole: a download cut off,
  /// cancelled or killed leaves no file under that name, and a file already there stays until
  /// the new one replaces it. With `resuming`, a partial download of the same URL there is
  /// resumed: the rest is asked for with `Range` and `If-Range` (the validator kept), a `206`
  /// adds it to the bytes there, and a `200` (a server that ignores `Range`, or a file that
  /// changed) starts the file again from its first byte; a `416` whose length is that of the
  /// bytes there finishes it. A body that breaks off is resumed the same way, up to the
  /// policy's ``TransferPolicy/retries`` times, when its answer named a validator or a length.
  ///
  /// A download is bounded by the disk, not by the policy's size limit; its timeout counts
  /// from the last bytes received. It does not go through the cache.
  ///
  /// ```swift
  /// guard let api = URL(string: "https://catalogue.example") else { return }
  /// let session = HTTPSession(baseURL: api, userAgent: "Example/1.0")
  /// let download = session.download(
  ///   .download(["exports", "catalogue.csv"], resource: "export"),
  ///   to: .file(URL(fileURLWithPath: "catalogue.csv")))
  /// for await progress in download.progress {
  ///   print(progress.completed, progress.expected ?? -1)
  /// }
  /// let file = try await download.file
  /// ```
  public func download(
    _ endpoint: Endpoint<Data>, to destination: DownloadDestination, resuming: Bool = true
  ) -> FileDownload {
    let (progress, continuation) = AsyncStream.makeStream(
      of: TransferProgress.self, bufferingPolicy: .bufferingNewest(1))
    var session = self
    session.cache = .disabled
    let task = Task {
      defer { continuation.finish() }
      return try await Downloader(
        session: session, endpoint: endpoint, destination: destination,
        progress: { continuation.yield($0) }
      ).run(resuming: resuming)
    }
    return FileDownload(progress: progress, task: task)
  }
}

/// One ``HTTPSession/download(_:to:resuming:)``: its tries, each resuming the bytes the last
/// left.
private struct Downloader: Sendable {
  let session: HTTPSession
  let endpoint: Endpoint<Data>
  let destination: DownloadDestination
  let progress: @Sendable (TransferProgress) -> Void

  /// The answer did not go on from the bytes there: the download starts again from its first.
  private struct StartAgain: Error {}

  /// What a try opened, once its answer's head came.
  private struct Opened: Sendable {
    var partial: PartialDownload
    var writer: PartialFileWriter
    /// The bytes there before this try.
    var offset: Int64
  }

  func run(resuming: Bool) async throws -> DownloadedFile {
    let url = endpoint.url(relativeTo: session.baseURL)
    var existing = resuming ? PartialDownload.find(of: url, at: destination) : nil
    // A part whose answer named neither a version nor a length cannot be known to be the same
    // file's: it starts over.
    if let part = existing, !part.canResume {
      part.discard()
      existing = nil
    }
    var resumes = 0
    var startedAgain = false
    // The last break, which a resumption that fails before any byte says rather than its own.
    var lastBreak: DownloadFailure?
    while true {
      do {
        return try await attempt(url: url, resuming: existing)
      } catch is StartAgain {
        // Once: a server that answers another range again is not followed round.
        guard !startedAgain else {
          throw NetworkError.malformedResponse(
            host: ShownHost(url), reason: "it answered another range than the one asked for, twice")
        }
        startedAgain = true
        existing?.discard()
        existing = nil
      } catch let failure as DownloadFailure {
        // A body that broke off goes on from where it stopped, as the policy retries a read.
        guard case .brokenOff(let partialPath, _, _, let cause) = failure,
          resumes < session.policy.retries, cause != .cancelled, !Task.isCancelled,
          let partial = PartialDownload.find(
            of: url, at: .file(Self.file(ofPartial: partialPath))),
          partial.canResume
        else { throw failure }
        resumes += 1
        lastBreak = failure
        existing = partial
      } catch {
        if let lastBreak, (error as? NetworkError) != .cancelled, !Task.isCancelled {
          throw lastBreak
        }
        throw error
      }
    }
  }

  /// The file a partial file at `path` is to become.
  private static func file(ofPartial path: String) -> URL {
    URL(fileURLWithPath: String(path.dropLast(".part".count)))
  }

  /// One try: the whole body, or, after `existing`, the rest of it.
  private func attempt(url: URL, resuming existing: PartialDownload?) async throws
    -> DownloadedFile
  {
    var request = endpoint
    if let existing, existing.size > 0 {
      request.headers["Range"] = "bytes=\(existing.size)-"
      if let validator = existing.record.ifRange {
        request.headers["If-Range"] = validator
      }
      request.successStatuses = [200, 206, 416]
    }
    let opened = Mutex<Opened?>(nil)
    defer { opened.withLock { $0?.writer.close() } }
    // What the output threw, which the pass-through words as a line: thrown as it is.
    let refusal = Mutex<(any Error)?>(nil)
    // The body's bytes received by this try, and those it said it had.
    let received = Mutex(TransferProgress(completed: 0, expected: nil))
    let progress = progress
    let passThrough = BodyPassThrough(
      holding: 0,
      open: { head in
        do {
          let new = try open(head, url: url, after: existing)
          opened.withLock { $0 = new }
        } catch {
          refusal.withLock { $0 = error }
          throw error
        }
      },
      progress: { step in
        received.withLock { $0 = step }
        let offset = opened.withLock { $0?.offset } ?? 0
        progress(
          TransferProgress(
            completed: offset + step.completed, expected: step.expected.map { offset + $0 }))
      },
      write: { data in
        guard let writer = opened.withLock({ $0?.writer }) else { return }
        do {
          try writer.write(data)
        } catch {
          refusal.withLock { $0 = error }
          throw error
        }
      })
    let outcome: BodyPassThrough.Outcome<(payload: Data, response: HTTPResponseHead?)>
    do {
      outcome = try await passThrough.run { try await session.response(request) }
    } catch let broken as BodyPassThrough.Broken {
      if let refused = refusal.withLock({ $0 }) { throw refused }
      let partial = opened.withLock { $0 }
      guard let partial else { throw broken }
      switch broken.cause {
      case .output(let reason):
        throw DownloadFailure.cannotWrite(file: partial.partial.partialFile.path, reason: reason)
      case .network(let cause):
        throw DownloadFailure.brokenOff(
          partial: partial.partial.partialFile.path, written: partial.offset + broken.written,
          expected: broken.expected.map { partial.offset + $0 }, cause: cause)
      }
    } catch let failure as DownloadFailure {
      throw failure
    } catch let error as NetworkError where error != .cancelled {
      // The time ran out, or the answer stopped, once bytes were written: they are kept.
      guard let partial = opened.withLock({ $0 }) else { throw error }
      let step = received.withLock { $0 }
      throw DownloadFailure.brokenOff(
        partial: partial.partial.partialFile.path, written: partial.offset + step.completed,
        expected: step.expected.map { partial.offset + $0 }, cause: error)
    }
    switch outcome {
    case .passedOn(let answer):
      guard let done = opened.withLock({ $0 }) else { throw StartAgain() }
      done.writer.close()
      try done.partial.finish()
      return DownloadedFile(
        url: done.partial.file, byteCount: done.offset + answer.byteCount,
        resumedFrom: done.offset, head: answer.head)
    case .kept(let (body, head)):
      let head = head ?? HTTPResponseHead(status: 200, url: url)
      if head.status == 416 {
        return try finishUnsatisfied(existing, head: head)
      }
      // An empty body, or one that never went out: written whole.
      let new = try open(head, url: url, after: existing)
      try new.writer.write(body)
      new.writer.close()
      try new.partial.finish()
      progress(TransferProgress(completed: new.offset + Int64(body.count), expected: nil))
      return DownloadedFile(
        url: new.partial.file, byteCount: new.offset + Int64(body.count), resumedFrom: new.offset,
        head: head)
    }
  }

  /// Opens the partial file for the answer `head` of `url`: the rest after `existing` for a
  /// `206` that goes on from its bytes, else the whole body from its first byte, in a part no
  /// other download is writing.
  private func open(
    _ head: HTTPResponseHead, url: URL, after existing: PartialDownload?
  ) throws -> Opened {
    let askedForTheRest = (existing?.size ?? 0) > 0
    if head.status == 206 {
      let range = head.value(forHeader: "Content-Range").flatMap(ContentRange.init)
      if let existing, askedForTheRest {
        guard range?.range?.lowerBound == existing.size,
          existing.record.length == nil || range?.length == nil
            || existing.record.length == range?.length
        else { throw StartAgain() }
        let writer = try PartialFileWriter(existing.partialFile, appending: true)
        return Opened(partial: existing, writer: writer, offset: existing.size)
      }
      // A part of the file to a request for the whole: taken when it is the start of it.
      guard range?.range?.lowerBound == 0 else {
        throw NetworkError.malformedResponse(
          host: ShownHost(url),
          reason: "it answered a request for the whole file with a part of it (HTTP 206)")
      }
    }
    // An encoded body's length and ranges are not those of the bytes written: no resumption.
    let encoding = head.value(forHeader: "Content-Encoding")?.lowercased() ?? "identity"
    let identity = encoding == "identity"
    var record = PartialDownload.Record(
      url: url.absoluteString, name: "",
      entityTag: identity ? head.value(forHeader: "ETag") : nil,
      lastModified: identity ? head.value(forHeader: "Last-Modified") : nil,
      length: identity ? Self.length(of: head) : nil)
    let answered = HTTPResponseHead(
      status: head.status, headers: head.headers, url: head.url ?? url)
    // Another download may take a free name first: the next one is tried.
    for _ in 0..<100 {
      let file = existing.map { $0.file } ?? destination.file(for: answered)
      record.name = file.lastPathComponent
      let partial = PartialDownload(file: file, record: record, size: 0)
      let writer: PartialFileWriter
      do {
        writer = try PartialFileWriter(
          partial.partialFile, appending: false, exclusive: existing == nil && destination.isFolder)
      } catch PartialFileWriter.Taken.name {
        continue
      }
      do {
        try partial.keepRecord()
      } catch {
        writer.close()
        throw DownloadFailure.cannotWrite(
          file: partial.recordFile.path, reason: fileErrorReason(error))
      }
      return Opened(partial: partial, writer: writer, offset: 0)
    }
    throw DownloadFailure.cannotWrite(
      file: destination.folder.path, reason: "every name for the download is taken")
  }

  /// A `416` to a request for the rest after `existing`: the download is whole when the
  /// length it names is that of the bytes there; otherwise it starts again.
  private func finishUnsatisfied(
    _ existing: PartialDownload?, head: HTTPResponseHead
  ) throws -> DownloadedFile {
    let length = head.value(forHeader: "Content-Range").flatMap(ContentRange.init)?.length
    guard let existing, let length, length == existing.size else { throw StartAgain() }
    try existing.finish()
    progress(TransferProgress(completed: length, expected: length))
    return DownloadedFile(
      url: existing.file, byteCount: length, resumedFrom: length, head: head)
  }

  /// The length of the whole file an answer names: a `206`'s `Content-Range`, else its
  /// `Content-Length` unless the body is encoded.
  private static func length(of head: HTTPResponseHead) -> Int64? {
    if head.status == 206 {
      return head.value(forHeader: "Content-Range").flatMap(ContentRange.init)?.length
    }
    let encoding = head.value(forHeader: "Content-Encoding")?.lowercased() ?? "identity"
    guard encoding == "identity" else { return nil }
    return head.value(forHeader: "Content-Length").flatMap { Int64($0) }
  }

}
