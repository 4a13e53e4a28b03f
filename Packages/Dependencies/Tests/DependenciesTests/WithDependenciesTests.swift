import Dependencies
import Testing

@Suite struct WithDependenciesTests {
  private struct UpdateFailure: Error {}
  private struct OperationFailure: Error {}

  @Test func overrideIsVisibleInsideTheOperation() {
    let greeting = withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      DependencyValues.current.greeting
    }
    #expect(greeting == "Bonjour")
    #expect(DependencyValues.current.greeting == "Hello from a test")
  }

  @Test func overrideIsVisibleInsideTheAsyncOperation() async {
    let greeting = await withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      await Task.yield()
      return DependencyValues.current.greeting
    }
    #expect(greeting == "Bonjour")
    #expect(DependencyValues.current.greeting == "Hello from a test")
  }

  @Test func updateStartsFromTheCurrentValues() {
    let values = withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      withDependencies {
        $0.nickname = "Bibi"
      } operation: {
        DependencyValues.current
      }
    }
    #expect(values.greeting == "Bonjour")
    #expect(values.nickname == "Bibi")
    #expect(values.context == .test)
  }

  @Test func asyncUpdateStartsFromTheCurrentValues() async {
    let values = await withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      await withDependencies {
        $0.nickname = "Bibi"
      } operation: {
        await Task.yield()
        return DependencyValues.current
      }
    }
    #expect(values.greeting == "Bonjour", "the inner scope keeps the outer scope's override")
    #expect(values.nickname == "Bibi")
    #expect(values.context == .test)
  }

  @Test func nestedScopesRestoreTheOuterValues() {
    withDependencies {
      $0.greeting = "outer"
    } operation: {
      let inner = withDependencies {
        $0.greeting = "inner"
      } operation: {
        DependencyValues.current.greeting
      }
      #expect(inner == "inner")
      #expect(DependencyValues.current.greeting == "outer")
    }
    #expect(DependencyValues.current.greeting == "Hello from a test")
  }

  @Test func nestedAsyncScopesRestoreTheOuterValues() async {
    await withDependencies {
      $0.greeting = "outer"
    } operation: {
      let inner = await withDependencies {
        $0.greeting = "inner"
      } operation: {
        await Task.yield()
        return DependencyValues.current.greeting
      }
      #expect(inner == "inner")
      #expect(DependencyValues.current.greeting == "outer")
    }
    #expect(DependencyValues.current.greeting == "Hello from a test")
  }

  @Test func contextCanBeOverridden() {
    let greeting = withDependencies {
      $0.context = .live
    } operation: {
      DependencyValues.current.greeting
    }
    #expect(greeting == "Hello")
  }

  @Test func overrideReachesAsyncLet() async {
    let greeting = await withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      async let child = DependencyValues.current.greeting
      return await child
    }
    #expect(greeting == "Bonjour")
  }

  @Test func overrideReachesTaskGroupChildren() async {
    let greetings = await withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      await withTaskGroup(of: String.self) { group in
        for _ in 0..<4 {
          group.addTask { DependencyValues.current.greeting }
        }
        var greetings: [String] = []
        for await greeting in group {
          greetings.append(greeting)
        }
        return greetings
      }
    }
    #expect(greetings == Array(repeating: "Bonjour", count: 4))
  }

  @Test func overrideReachesUnstructuredTasks() async {
    let task = withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      Task { DependencyValues.current.greeting }
    }
    #expect(await task.value == "Bonjour")
  }

  @Test func overrideDoesNotReachDetachedTasks() async {
    let task = withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      Task.detached { DependencyValues.current.greeting }
    }
    #expect(await task.value == "Hello from a test")
  }

  @Test func throwingUpdateRethrowsWithoutRunningTheOperation() {
    var didRun = false
    #expect(throws: UpdateFailure.self) {
      try withDependencies { _ in
        throw UpdateFailure()
      } operation: {
        didRun = true
      }
    }
    #expect(!didRun)
  }

  @Test func throwingOperationRethrowsAndRestoresTheValues() {
    #expect(throws: OperationFailure.self) {
      try withDependencies {
        $0.greeting = "Bonjour"
      } operation: {
        throw OperationFailure()
      }
    }
    #expect(DependencyValues.current.greeting == "Hello from a test")
  }

  @Test func throwingAsyncUpdateRethrowsWithoutRunningTheOperation() async {
    var didRun = false
    await #expect(throws: UpdateFailure.self) {
      try await withDependencies { _ in
        throw UpdateFailure()
      } operation: {
        await Task.yield()
        didRun = true
      }
    }
    #expect(!didRun)
  }

  @Test func throwingAsyncOperationRethrowsAndRestoresTheValues() async {
    await #expect(throws: OperationFailure.self) {
      try await withDependencies {
        $0.greeting = "Bonjour"
      } operation: {
        await Task.yield()
        throw OperationFailure()
      }
    }
    #expect(DependencyValues.current.greeting == "Hello from a test")
  }
}
