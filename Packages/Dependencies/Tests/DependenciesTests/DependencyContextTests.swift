import Testing

@testable import Dependencies

@Suite struct DependencyContextTests {
  private static let program = ["/usr/local/bin/app", "posts", "--limit", "3"]

  @Test func plainProgramIsLive() throws {
    #expect(try DependencyContext.detect(environment: [:], arguments: Self.program) == .live)
    #expect(
      try DependencyContext.detect(
        environment: ["HOME": "/home/user", "PATH": "/usr/bin"], arguments: Self.program) == .live)
  }

  @Test func noArgumentsAtAllIsLive() throws {
    #expect(try DependencyContext.detect(environment: [:], arguments: []) == .live)
  }

  @Test func environmentOverrideToLiveBeatsTestRunnerSigns() throws {
    let environment = [
      "DEPENDENCY_CONTEXT": "live",
      "XCTestConfigurationFilePath": "/build/Tests.xctestconfiguration",
    ]
    let arguments = ["/build/AppPackageTests.xctest", "--testing-library", "swift-testing"]
    #expect(try DependencyContext.detect(environment: environment, arguments: arguments) == .live)
  }

  @Test func environmentOverrideToTestMakesAPlainProgramATest() throws {
    let environment = ["DEPENDENCY_CONTEXT": "test"]
    #expect(
      try DependencyContext.detect(environment: environment, arguments: Self.program) == .test)
  }

  @Test(arguments: ["", "production", "LIVE", "Test", "1"])
  func unknownOverrideIsAnError(value: String) {
    let environment = ["DEPENDENCY_CONTEXT": value]
    #expect(throws: DependencyContext.DetectionError(value: value)) {
      try DependencyContext.detect(environment: environment, arguments: Self.program)
    }
    #expect(throws: DependencyContext.DetectionError.self) {
      try DependencyContext.detect(
        environment: environment, arguments: ["/build/AppPackageTests.xctest"])
    }
  }

  @Test func detectionErrorNamesTheValueAndTheValidOnes() {
    let message = DependencyContext.DetectionError(value: "prod").description
    #expect(
      message.hasPrefix("invalid value 'prod' for DEPENDENCY_CONTEXT (expected live or test)"))
  }

  @Test(arguments: ["XCTestConfigurationFilePath", "XCTestBundlePath"])
  func xcTestEnvironmentVariableMeansTest(name: String) throws {
    let environment = [name: "/build/Tests.xctestconfiguration"]
    #expect(
      try DependencyContext.detect(environment: environment, arguments: Self.program) == .test)
  }

  @Test(arguments: [
    ["/build/debug/AppPackageTests.xctest"],
    ["/usr/bin/xctest", "/build/debug/AppPackageTests.xctest"],
    ["/build/AppPackageTests.xctest/Contents/MacOS/AppPackageTests"],
    ["/build/debug/AppPackageTests.xctest", "--testing-library", "swift-testing"],
    [
      "/usr/bin/swiftpm-testing-helper", "--test-bundle-path",
      "/build/AppPackageTests.xctest/Contents/MacOS/AppPackageTests",
    ],
  ])
  func testRunnersMeanTest(arguments: [String]) throws {
    #expect(try DependencyContext.detect(environment: [:], arguments: arguments) == .test)
  }

  @Test(arguments: [
    ["/usr/local/bin/app", "posts", "--search", "swift-testing"],
    ["/usr/local/bin/app", "posts", "--search", "--testing-library"],
    ["/usr/local/bin/app", "post", "create", "--title", "Tests.xctest"],
    ["/usr/local/bin/app", "--title", "/tmp/Bundle.xctest/inner"],
    ["/usr/local/bin/app", "notes.xctestplan", "xctest"],
  ])
  func freeFormArgumentsNeverMakeATest(arguments: [String]) throws {
    #expect(try DependencyContext.detect(environment: [:], arguments: arguments) == .live)
  }
}
