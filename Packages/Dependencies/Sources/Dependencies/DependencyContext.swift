import Foundation

/// Where dependencies are resolved: in the running program, or in a test.
public enum DependencyContext: String, Sendable, Hashable, CaseIterable {
  /// The program runs for real: keys resolve to their ``DependencyKey/liveValue``.
  case live
  /// A test runs: keys resolve to their ``TestDependencyKey/testValue``.
  case test

  /// The environment variable that overrides the detection: `live` or `test`.
  public static let environmentVariable = "DEPENDENCY_CONTEXT"

  /// The context of this process: ``test`` inside a test runner, ``live`` otherwise.
  ///
  /// `DEPENDENCY_CONTEXT` (`live` or `test`) overrides the detection. Any other value is an
  /// error: it is reported once on standard error and the process resolves to ``test``, so
  /// that a misspelt setting never reaches the real world. A program that must always run
  /// live pins ``live`` instead of relying on this (see ``DependencyValues/current``).
  public static let detected: DependencyContext = {
    let processInfo = ProcessInfo.processInfo
    do {
      return try detect(environment: processInfo.environment, arguments: processInfo.arguments)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return .test
    }
  }()

  /// The context that `environment` and the process's `arguments` imply.
  ///
  /// Only the program itself is looked at, never what it was asked to do: a test bundle
  /// (`….xctest`), or the test runners that load one (`xctest`, `swiftpm-testing-helper`), are
  /// tests, and so is a process that XCTest's environment variables describe; an argument
  /// such as a search text never is.
  ///
  /// - Throws: ``DetectionError`` when `DEPENDENCY_CONTEXT` is set to something other than
  ///   `live` or `test`.
  static func detect(
    environment: [String: String],
    arguments: [String]
  ) throws(DetectionError) -> DependencyContext {
    if let value = environment[environmentVariable] {
      guard let context = DependencyContext(rawValue: value) else {
        throw DetectionError(value: value)
      }
      return context
    }
    if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil {
      return .test
    }
    guard let program = arguments.first else { return .live }
    if isTestBundle(program) {
      return .test
    }
    let runner = URL(fileURLWithPath: program).lastPathComponent
    guard runner == "xctest" || runner == "swiftpm-testing-helper" else { return .live }
    return .test
  }

  /// Whether `path` is a test bundle or the executable inside one.
  private static func isTestBundle(_ path: String) -> Bool {
    path.hasSuffix(".xctest") || path.contains(".xctest/")
  }

  /// A `DEPENDENCY_CONTEXT` value that names no context.
  public struct DetectionError: Error, Hashable, Sendable, CustomStringConvertible {
    public var value: String

    /// A one-line message naming the value and the valid ones.
    public var description: String {
      "invalid value '\(value)' for \(environmentVariable) (expected live or test); "
        + "resolving dependencies to their test values"
    }
  }
}
