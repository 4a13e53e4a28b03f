import Testing

@testable import Dependencies

@Suite struct DependencyContextTests {
  private static let program = ["/usr/local/bin/app", "posts", "--limit", "3"]

  @Test func plainProgramIsLive() {
    #expect(DependencyContext.detect(environment: [:], arguments: Self.program) == .live)
    #expect(
      DependencyContext.detect(
        environment: ["HOME": "/home/user", "PATH": "/usr/bin"], arguments: Self.program) == .live)
  }

  @Test func noArgumentsAtAllIsLive() {
    #expect(DependencyContext.detect(environment: [:], arguments: []) == .live)
  }

  @Test func environmentOverrideToLiveBeatsTestRunnerSigns() {
    let environment = [
      "DEPENDENCY_CONTEXT": "live",
      "XCTestConfigurationFilePath": "/build/Tests.xctestconfiguration",
    ]
    let arguments = ["/build/AppPackageTests.xctest", "--testing-library", "swift-testing"]
    #expect(DependencyContext.detect(environment: environment, arguments: arguments) == .live)
  }

  @Test func environmentOverrideToTestMakesAPlainProgramATest() {
    let environment = ["DEPENDENCY_CONTEXT": "test"]
    #expect(DependencyContext.detect(environment: environment, arguments: Self.program) == .test)
  }

  @Test(arguments: ["", "production", "LIVE", "Test", "1"])
  func unknownOverrideIsIgnored(value: String) {
    let environment = ["DEPENDENCY_CONTEXT": value]
    #expect(DependencyContext.detect(environment: environment, arguments: Self.program) == .live)
    #expect(
      DependencyContext.detect(
        environment: environment, arguments: ["/build/AppPackageTests.xctest"]) == .test)
  }

  @Test(arguments: ["XCTestConfigurationFilePath", "XCTestBundlePath"])
  func xcTestEnvironmentVariableMeansTest(name: String) {
    let environment = [name: "/build/Tests.xctestconfiguration"]
    #expect(DependencyContext.detect(environment: environment, arguments: Self.program) == .test)
  }

  @Test(arguments: [
    ["/build/debug/AppPackageTests.xctest"],
    ["/usr/bin/xctest", "/build/debug/AppPackageTests.xctest"],
    ["/build/AppPackageTests.xctest/Contents/MacOS/AppPackageTests"],
    ["/build/debug/AppPackageTests", "--testing-library", "swift-testing"],
    [
      "/usr/bin/swiftpm-testing-helper", "--test-bundle-path",
      "/build/AppPackageTests.xctest/Contents/MacOS/AppPackageTests",
    ],
    ["/build/debug/AppPackageTests", "swift-testing"],
  ])
  func testRunnerArgumentsMeanTest(arguments: [String]) {
    #expect(DependencyContext.detect(environment: [:], arguments: arguments) == .test)
  }

  @Test func argumentMerelyMentioningXCTestIsLive() {
    let arguments = ["/usr/local/bin/app", "notes.xctestplan", "xctest"]
    #expect(DependencyContext.detect(environment: [:], arguments: arguments) == .live)
  }
}
