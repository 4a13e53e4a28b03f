import Testing

/// Where a test called the store: the place its failures are reported at, under XCTest and
/// under Swift Testing.
struct CallSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// The place Swift Testing was given, when it was given one instead of the four above.
  let sourceLocation: SourceLocation?

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.sourceLocation = nil
  }

  init(_ sourceLocation: SourceLocation) {
    self.fileID = #fileID
    self.filePath = #filePath
    self.line = UInt(clamping: sourceLocation.line)
    self.column = UInt(clamping: sourceLocation.column)
    self.sourceLocation = sourceLocation
  }

  var testingLocation: SourceLocation {
    sourceLocation
      ?? SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(clamping: line),
        column: Int(clamping: column))
  }
}
