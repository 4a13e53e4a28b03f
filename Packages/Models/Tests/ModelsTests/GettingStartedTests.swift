import Foundation
import Models
import Testing

/// The code of the "Getting Started with Models" article (`Models.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
@Suite struct GettingStartedTests {
  @Test func decodeAResponse() throws {
    let json = Data(
      """
      {"userId": 1, "id": 7, "title": "Ramen notes", "body": "Broth first.\\nNoodles last."}
      """.utf8)
    let post = try JSONDecoder().decode(Post.self, from: json)
    // post.id == 7, post.userId == 1, and the body keeps its line break

    #expect(post.id == 7)
    #expect(post.userId == 1)
    #expect(post.body == "Broth first.\nNoodles last.")
  }

  @Test func keepIdentifiersApart() {
    let post = Post(userId: 1, id: 7, title: "Ramen notes", body: "Broth first.")

    func posts(by author: User.ID, in posts: [Post]) -> [Post] {
      posts.filter { $0.userId == author }
    }

    let written = posts(by: post.userId, in: [post])
    // posts(by: post.id, in: [post]) would not compile: a Post.ID is not a User.ID

    #expect(written == [post])
    #expect(posts(by: 2, in: [post]).isEmpty)
  }

  @Test func parseAndKeyByIdentifiers() throws {
    let post = Post(userId: 1, id: 7, title: "Ramen notes", body: "Broth first.")

    let argument = "7"  // as a command line gives it
    let requested = Post.ID(argument)  // nil for text such as "seven"
    let titles: [Post.ID: String] = [post.id: post.title]
    let encoded = String(decoding: try JSONEncoder().encode(titles), as: UTF8.self)
    // encoded == #"{"7":"Ramen notes"}"#

    #expect(requested == 7)
    let misspelt = "seven"
    #expect(Post.ID(misspelt) == nil)
    #expect(encoded == #"{"7":"Ramen notes"}"#)
  }

  @Test func readTheServersTextSafely() {
    let geo = User.Geo(lat: "-37.3150", lng: "81.1496")
    // geo.lat keeps its trailing zero; geo.latitude == -37.315
    let photo = Photo(
      albumId: 1, id: 1, title: "Harbour at dawn",
      url: "javascript:alert(1)", thumbnailUrl: "https://images.example/1/thumb.png")
    // photo.imageURL == nil: only absolute http and https addresses become URLs

    #expect(geo.lat == "-37.3150")
    #expect(geo.latitude == -37.315)
    #expect(photo.imageURL == nil)
    #expect(photo.thumbnailURL?.absoluteString == "https://images.example/1/thumb.png")
  }
}
