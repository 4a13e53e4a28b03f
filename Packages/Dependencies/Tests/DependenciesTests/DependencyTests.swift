import Dependencies
import Foundation
import Testing

@Suite struct DependencyTests {
  private struct Greeter {
    @Dependency(\.greeting) var greeting
    @Dependency(\.nickname) var nickname
  }

  @Test func readsTheCurrentValueWhenCreated() {
    let greeter = Greeter()
    #expect(greeter.greeting == "Hello from a test")
    #expect(greeter.nickname == "test nickname")
  }

  @Test func keepsTheOverrideAfterTheScopeEnded() {
    let greeter = withDependencies {
      $0.greeting = "Bonjour"
      $0.nickname = "Ana"
    } operation: {
      Greeter()
    }
    #expect(DependencyValues.current.greeting == "Hello from a test")
    #expect(greeter.greeting == "Bonjour")
    #expect(greeter.nickname == "Ana")
  }

  @Test func createdOutsideAScopeDoesNotSeeALaterOverride() {
    let greeter = Greeter()
    let greeting = withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      greeter.greeting
    }
    #expect(greeting == "Hello from a test")
  }

  @Test func keepsTheOverrideInAnotherTask() async {
    let greeter = withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      Greeter()
    }
    let greeting = await Task.detached { greeter.greeting }.value
    #expect(greeting == "Bonjour")
  }

  @Test func followsTheContextCapturedAtCreation() {
    let greeter = withDependencies {
      $0.context = .live
    } operation: {
      Greeter()
    }
    #expect(greeter.greeting == "Hello")
  }
}
