import Testing

@testable import HTTPServer

@Suite struct EventLoopTests {
  @Test func anIdleLoopWaitsHalfASecondAtATime() {
    #expect(EventLoop.pollTimeout(hasJobs: false) == 500)
  }

  @Test func aLoopWithJobsDoesNotWait() {
    #expect(EventLoop.pollTimeout(hasJobs: true) == 0)
  }
}
