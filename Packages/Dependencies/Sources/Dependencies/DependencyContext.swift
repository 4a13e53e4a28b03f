import Foundation

/// Where dependencies are resolved: in the running program, or in a test.
public enum DependencyContext: Sendable, Hashable {
  /// The program runs for real: keys resolve to their ``DependencyKey/liveValue``.
  case live
  /// A test runs: keys resolve to their ``DependencyKey/testValue``.
  case test

  /// The context of this process: ``test`` inside a test runner, ``live`` otherwise.
  ///
  /// The environment variable `DEPENDENCY_CONTEXT` (`live` or `test`) overrides the detection.
  public static let detected: DependencyContext = detect(
    environment: ProcessInfo.processInfo.environment,
    arguments: ProcessInfo.processInfo.arguments
  )

  static func detect(environment: [String: String], arguments: [String]) -> DependencyContext {
    switch environment["DEPENDENCY_CONTEXT"] {
    case "live": return .live
    case "test": return .test
    default: break
    }
    if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil {
      return .test
    }
    let isTestRunner = arguments.contains { argument in
      argument.hasSuffix(".xctest") || argument.contains(".xctest/")
        || argument == "--testing-library" || argument.hasPrefix("swift-testing")
    }
    return isTestRunner ? .test : .live
  }
}
