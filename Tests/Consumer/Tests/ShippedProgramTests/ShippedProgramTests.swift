import NetworkClientLive
import Testing

@Test func theLibcurlLayerIsActiveWithoutALinkerSetting() {
  #if os(Linux)
    #expect(CurlLayer.loadsIPv6Hosts)
    #expect(CurlLayer.setsCertificateFile)
  #endif
}
