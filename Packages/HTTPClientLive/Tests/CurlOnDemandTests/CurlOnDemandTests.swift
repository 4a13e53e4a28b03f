import TestSupport

#if os(Linux)
  import CurlOnDemand
  import Testing

  @Suite struct CurlOnDemandTests {
    @Test func aFunctionIsForwardedToLibcurlLoadedOnItsFirstUse() throws {
      let version = try #require(curl_version())

      check(String(cString: version).hasPrefix("libcurl/"))
      checkEqual(curl_on_demand_is_loaded(), 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func aLoadStartedInTheBackgroundLoadsLibcurlOnce() async throws {
      curl_on_demand_load_in_background()
      curl_on_demand_load_in_background()
      // The load is on a thread of its own: its end is waited for, as long as a hang allows.
      while curl_on_demand_is_loaded() == 0 {
        try await Task.sleep(for: .milliseconds(1))
      }
      check(curl_on_demand_symbol("curl_easy_init") != nil)
    }

    @Test func anUnknownFunctionIsNotFound() {
      checkEqual(curl_on_demand_symbol("curl_no_such_function"), nil)
      check(curl_on_demand_symbol("curl_easy_init") != nil)
    }

    @Test func foundationReachesOnlyTheFunctionsTheProgramExports() {
      typealias Initializer = @convention(c) () -> UnsafeMutableRawPointer?
      let own = unsafeBitCast(curl_easy_init as Initializer, to: UnsafeMutableRawPointer.self)

      // No program exports curl_easy_init: FoundationNetworking's calls go to libcurl's.
      checkEqual(curl_on_demand_answers_for_foundation("curl_easy_init", own), 0)
    }

    @Test func anEasyHandleAndAnErrorTextComeThroughTheForwarders() throws {
      let easy = try #require(curl_easy_init())
      defer { curl_easy_cleanup(easy) }

      checkEqual(String(cString: try #require(curl_easy_strerror(0))), "No error")
    }
  }
#endif
