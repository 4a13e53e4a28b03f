import TestSupport

#if os(Linux)
  import CurlOnDemand
  import Testing

  @Suite struct CurlIPv6HostTests {
    @Test(arguments: [
      ("[::1]", "::1", 1), ("[0:0:0:0:0:0:0:1]", "0:0:0:0:0:0:0:1", 1),
      ("example.com", "example.com", 0), ("[", "[", 0), ("[]", "", 1), ("::1]", "::1]", 0),
    ])
    func aBracketedHostLosesItsBrackets(host: String, expected: String, changed: Int32) {
      var bytes = Array(host.utf8CString)
      let result = bytes.withUnsafeMutableBufferPointer { curl_ipv6_host_unbracket($0.baseAddress) }

      checkEqual(result, changed)
      let text = String(
        decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      checkEqual(text, expected)
    }

    @Test(arguments: ["http://[::1]:8080/posts", "http://[0:0:0:0:0:0:0:1]/"])
    func aCallerOutsideLibcurlGetsTheHostWithoutBrackets(url: String) throws {
      let handle = try #require(curl_url())
      defer { curl_url_cleanup(handle) }
      try #require(curl_url_set(handle, 0, url, 0) == 0)  // CURLUPART_URL

      var host: UnsafeMutablePointer<CChar>?
      checkEqual(curl_url_get(handle, 5, &host, 0), 0)  // CURLUPART_HOST
      defer { curl_free(host) }

      let text = try #require(host.map { String(cString: $0) })
      check(!text.hasPrefix("[") && !text.hasSuffix("]"))
      check(text.hasSuffix(":1"))
    }
  }
#endif
