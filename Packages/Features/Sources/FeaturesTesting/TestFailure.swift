import Foundation
import Testing

/// Reports a failure of a ``TestStore`` to the test framework that runs the test: as an issue
/// inside a Swift Testing test, and otherwise as an XCTest failure when XCTest is loaded.
///
/// XCTest is not linked: its `XCTFail(_:file:line:)` is looked up in the running process, so a
/// test target that uses XCTest gets XCTest failures, and one that does not never loads it.
enum TestFailure {
  static func record(_ message: String, at site: CallSite) {
    if Test.current == nil, let fail = xcTestFail {
      fail(message, site.filePath, site.line)
    } else {
      Issue.record(Comment(rawValue: message), sourceLocation: site.testingLocation)
    }
  }

  /// The type of `XCTFail(_ message: String, file: StaticString, line: UInt)`.
  private typealias XCTFail = @convention(thin) (String, StaticString, UInt) -> Void

  /// The mangled name of `XCTest.XCTFail(_:file:line:)`.
  private static let xcTestFailSymbol = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"

  /// The address of XCTest's `XCTFail`, looked up once; 0 when XCTest is not loaded.
  private static let xcTestFailAddress: UInt = {
    guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, xcTestFailSymbol)
    else { return 0 }
    return UInt(bitPattern: symbol)
  }()

  private static var xcTestFail: XCTFail? {
    guard let symbol = UnsafeRawPointer(bitPattern: xcTestFailAddress) else { return nil }
    return unsafeBitCast(symbol, to: XCTFail.self)
  }
}
