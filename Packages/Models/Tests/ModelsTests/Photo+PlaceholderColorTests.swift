import Models
import Testing

@Suite struct PhotoPlaceholderColorTests {
  private func photo(url: String) -> Photo {
    Photo(albumId: 1, id: 1, title: "t", url: url, thumbnailUrl: url)
  }

  @Test func isTheLastPathComponentsColour() {
    #expect(
      photo(url: "https://via.placeholder.com/600/92c952").placeholderColor
        == RGBColor(red: 0x92, green: 0xC9, blue: 0x52))
  }

  @Test func ignoresTheQueryAndTheFragment() {
    #expect(
      photo(url: "https://example.com/150/00ff00?text=x#top").placeholderColor
        == RGBColor(red: 0, green: 0xFF, blue: 0))
  }

  @Test(arguments: [
    "https://via.placeholder.com/600/", "https://via.placeholder.com/600", "https://example.com",
    "", "not a url", "https://example.com/600/92c952.png", "https://example.com/92c952/600",
  ])
  func isNilWithoutAColour(_ url: String) {
    #expect(photo(url: url).placeholderColor == nil)
  }
}
