extension MultipartForm {
  /// Reads a form's body in order, a buffer at a time: the bytes around the parts, then each
  /// file from disk, opened when its part is reached and closed after it, so that memory holds
  /// one buffer whatever the files' sizes.
  ///
  /// A file must be the size it had when the reader was made: one that shrank or grew ends the
  /// read with ``Failure/changed(path:)``, so that the server never gets a body of another
  /// length, nor a file cut short in silence. Not for use from two threads at once.
  public final class Reader {
    /// Every segment, as counted when the reader was made.
    private let counted: [Segment]
    private var segments: ArraySlice<Segment>
    /// How far into the first segment the reading is.
    private var offset: Int64 = 0
    /// The file of the first segment, while it is open.
    private var file: OpenFile?
    /// The bytes read so far.
    public private(set) var bytesRead: Int64 = 0
    /// The body's length.
    public let count: Int64

    init(segments: [Segment]) {
      counted = segments
      self.segments = segments[...]
      count = segments.reduce(0) { $0 + $1.count }
    }

    deinit {
      file?.close()
    }

    /// A reader of the same body from its first byte, each file held to the size this reader
    /// counted: a request sent again (a retry, a redirect) is the length it said, or fails
    /// with ``Failure/changed(path:)``.
    public func restarted() -> Reader {
      Reader(segments: counted)
    }

    /// Fills `buffer` with the body's next bytes: how many, 0 at its end.
    ///
    /// - Throws: ``Failure`` for a file that cannot be opened or read, or whose size changed.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
      guard let base = buffer.baseAddress else { return 0 }
      var filled = 0
      while filled < buffer.count, let segment = segments.first {
        let wanted = buffer.count - filled
        switch segment {
        case .bytes(let data):
          let start = data.startIndex + Int(offset)
          let count = min(wanted, data.endIndex - start)
          data.copyBytes(
            to: UnsafeMutableRawBufferPointer(start: base + filled, count: count),
            from: start..<start + count)
          filled += count
          offset += Int64(count)
        case .file(let path, let size):
          let descriptor: OpenFile
          if let file {
            descriptor = file
          } else {
            descriptor = try OpenFile.opened(path)
            file = descriptor
          }
          let count = Int(min(Int64(wanted), size - offset))
          if count > 0 {
            let read = try descriptor.read(into: base + filled, count: count, path: path)
            guard read > 0 else { throw .changed(path: path) }
            filled += read
            offset += Int64(read)
          }
        }
        if offset == segment.count {
          try finish(segment)
        }
      }
      bytesRead += Int64(filled)
      return filled
    }

    /// Leaves the first segment, checking that a file ends where its size said.
    private func finish(_ segment: Segment) throws(Failure) {
      if case .file(let path, _) = segment, let descriptor = file {
        var byte: UInt8 = 0
        let more = try descriptor.read(into: &byte, count: 1, path: path)
        descriptor.close()
        file = nil
        guard more == 0 else { throw .changed(path: path) }
      }
      segments.removeFirst()
      offset = 0
    }
  }
}
