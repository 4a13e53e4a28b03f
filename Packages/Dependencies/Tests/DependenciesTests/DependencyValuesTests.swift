import Dependencies
import Testing

@Suite struct DependencyValuesTests {
  @Test func unsetKeyResolvesToLiveValueInLiveContext() {
    let values = DependencyValues(context: .live)
    #expect(values.greeting == "Hello")
    #expect(values[GreetingKey.self] == "Hello")
  }

  @Test func unsetKeyResolvesToTestValueInTestContext() {
    let values = DependencyValues(context: .test)
    #expect(values.greeting == "Hello from a test")
    #expect(values[GreetingKey.self] == "Hello from a test")
  }

  @Test(arguments: [DependencyContext.live, .test])
  func setValueWinsInEveryContext(context: DependencyContext) {
    var values = DependencyValues(context: context)
    values.greeting = "Bonjour"
    #expect(values.greeting == "Bonjour")
  }

  @Test func setValueSurvivesAChangeOfContext() {
    var values = DependencyValues(context: .live)
    values.greeting = "Bonjour"
    values.context = .test
    #expect(values.greeting == "Bonjour")
    #expect(values.nickname == "test nickname")
  }

  @Test func changingTheContextSwitchesUnsetKeys() {
    var values = DependencyValues(context: .live)
    #expect(values.greeting == "Hello")
    values.context = .test
    #expect(values.greeting == "Hello from a test")
  }

  @Test func settingOneKeyLeavesOthersAlone() {
    var values = DependencyValues(context: .test)
    values.greeting = "Bonjour"
    #expect(values.nickname == "test nickname")
  }

  @Test func valuesAreCopiedNotShared() {
    let original = DependencyValues(context: .test)
    var copy = original
    copy.greeting = "Bonjour"
    #expect(original.greeting == "Hello from a test")
    #expect(copy.greeting == "Bonjour")
  }

  @Test func settingAnOptionalDependencyToNilOverridesItsDefault() {
    var values = DependencyValues(context: .test)
    values.nickname = nil
    #expect(values.nickname == nil)
    values.context = .live
    #expect(values.nickname == nil)
  }

  @Test func currentValuesUseTheTestContextInsideTheTestRunner() {
    #expect(DependencyContext.detected == .test)
    #expect(DependencyValues.current.context == .test)
    #expect(DependencyValues.current.greeting == "Hello from a test")
  }
}
