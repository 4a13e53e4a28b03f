#if os(Linux)
  import CurlOnDemand
  import Testing

  @Suite struct CurlBodyLimitTests {
    @Test func theLimitOnlyRises() {
      curl_body_limit_raise(1_000)
      curl_body_limit_raise(10)

      #expect(curl_body_limit() >= 1_000)
    }

    @Test func thePartThatCrossesTheLimitIsDeliveredAndTheNextRefused() {
      curl_body_limit_raise(100)
      let limit = curl_body_limit()
      var count = limit - 10

      #expect(curl_body_limit_admits(&count, 6) == 1)
      #expect(count == limit - 4)
      #expect(curl_body_limit_admits(&count, 16_384) == 1)
      #expect(count == limit + 16_380)
      #expect(curl_body_limit_admits(&count, 1) == 0)
      #expect(count == limit + 16_380)
    }

    @Test func aCountNearTheLargestNumberSaturates() {
      curl_body_limit_raise(100)
      var count = Int64.max - 1

      #expect(curl_body_limit_admits(&count, 1) == 0 || count == Int64.max)
    }
  }
#endif
