import Testing

@Suite("the end-to-end tests' own threads", .onWaitingThreads)
struct WaitingThreadsTraitTests {
  @Test func aTestOfASuiteWithTheTraitRunsOnTheWaitingThreads() {
    #expect(WaitingThreadPool.shared.ownsTheCurrentThread)
  }

  @Test(arguments: [1, 2])
  func soDoesEachCaseOfAParameterizedTest(case: Int) {
    #expect(WaitingThreadPool.shared.ownsTheCurrentThread, "case \(`case`)")
  }

  @Test func anAsyncTestToo() async {
    await Task.yield()
    #expect(WaitingThreadPool.shared.ownsTheCurrentThread)
  }
}
