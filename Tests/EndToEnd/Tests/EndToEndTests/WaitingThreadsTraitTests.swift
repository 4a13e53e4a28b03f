import TestSupport
import Testing

@Suite("the end-to-end tests' own threads", .onWaitingThreads)
struct WaitingThreadsTraitTests {
  @Test func aTestOfASuiteWithTheTraitRunsOnTheWaitingThreads() {
    check(WaitingThreadPool.shared.ownsTheCurrentThread)
  }

  @Test(arguments: [1, 2])
  func soDoesEachCaseOfAParameterizedTest(case: Int) {
    check(WaitingThreadPool.shared.ownsTheCurrentThread, "case \(`case`)")
  }

  @Test func anAsyncTestToo() async {
    await Task.yield()
    check(WaitingThreadPool.shared.ownsTheCurrentThread)
  }
}
