import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request's `httpBodyStream` that reads a ``MultipartForm`` as the session asks for its
/// bytes, a buffer at a time, telling a progress observer how far it has gone.
///
/// Foundation reads it from one thread at a time; a failure to read a file ends the stream
/// with an error, kept in ``failure`` so that the request's error can name the file.
final class MultipartBodyStream: InputStream {
  private struct State {
    var reader: MultipartForm.Reader
    var status: Stream.Status = .notOpen
    var failure: MultipartForm.Failure?
    /// The bytes read when progress was last told.
    var toldAt: Int64 = -1
  }

  let form: MultipartForm
  /// The body's length, counted once when the stream was made, and the length the reader
  /// holds each file to.
  let length: Int64
  private let progress: (@Sendable (TransferProgress) -> Void)?
  private let lock = NSLock()
  private var current: State

  /// Progress is told at most this often, in bytes, and at the end.
  static let progressStep: Int64 = 64 << 10

  /// A stream of `form`, counted now.
  ///
  /// - Throws: ``MultipartForm/Failure`` for a file that cannot be read or is not a file.
  convenience init(_ form: MultipartForm, progress: (@Sendable (TransferProgress) -> Void)?)
    throws(MultipartForm.Failure)
  {
    self.init(form, reader: try form.makeReader(), progress: progress)
  }

  private init(
    _ form: MultipartForm, reader: MultipartForm.Reader,
    progress: (@Sendable (TransferProgress) -> Void)?
  ) {
    self.form = form
    length = reader.count
    self.progress = progress
    current = State(reader: reader)
    super.init(data: Data())
  }

  /// A new stream of the same form from its first byte, each file held to the size counted
  /// first, for a request sent again (a retry, a redirect).
  func restarted() -> MultipartBodyStream {
    MultipartBodyStream(
      form, reader: withState { $0.reader.restarted() }, progress: progress)
  }

  /// Whether the stream has been opened, and so cannot be sent again.
  var isSpent: Bool {
    withState { $0.status != .notOpen }
  }

  /// Why reading stopped, when a file could not be read or changed.
  var failure: MultipartForm.Failure? {
    withState { $0.failure }
  }

  override func open() {
    withState { state in
      guard state.status == .notOpen else { return }
      state.status = .open
    }
    tell()
  }

  override func close() {
    withState { state in
      if state.status != .error { state.status = .closed }
    }
  }

  override var streamStatus: Stream.Status {
    withState { $0.status }
  }

  override var streamError: (any Error)? {
    withState { $0.failure }
  }

  /// True after a failure too, so that the session reads it and gets -1, an error, rather
  /// than taking the body as ended.
  override var hasBytesAvailable: Bool {
    withState { $0.status == .open || $0.status == .error }
  }

  override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
    let read = withState { state -> Int in
      guard state.status == .open else { return state.status == .error ? -1 : 0 }
      do throws(MultipartForm.Failure) {
        let read = try state.reader.read(
          into: UnsafeMutableRawBufferPointer(start: buffer, count: max(0, length)))
        if read == 0 { state.status = .atEnd }
        return read
      } catch {
        state.failure = error
        state.status = .error
        return -1
      }
    }
    tell()
    return read
  }

  override func getBuffer(
    _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
    length len: UnsafeMutablePointer<Int>
  ) -> Bool {
    false
  }

  /// `body` run on the stream's state, which the session's thread and the transfer's read.
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock.withLock { body(&current) }
  }

  /// Tells the progress observer how far the body has gone, each ``progressStep`` and at the
  /// end.
  private func tell() {
    guard let progress else { return }
    let done = withState { state -> Int64? in
      let done = state.reader.bytesRead
      guard done == length || done >= state.toldAt + Self.progressStep || state.toldAt < 0,
        done != state.toldAt
      else { return nil }
      state.toldAt = done
      return done
    }
    if let done {
      progress(TransferProgress(completed: done, expected: length))
    }
  }
}
