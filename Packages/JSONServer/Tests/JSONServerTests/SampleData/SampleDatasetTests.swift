import Foundation
import Models
import Testing

@testable import JSONServer

@Suite struct SampleDatasetTests {
  let dataset = SampleDataset.standard

  @Test func hasJSONPlaceholdersCounts() {
    #expect(dataset.users.count == 10)
    #expect(dataset.posts.count == 100)
    #expect(dataset.comments.count == 500)
    #expect(dataset.albums.count == 100)
    #expect(dataset.photos.count == 5000)
    #expect(dataset.todos.count == 200)
  }

  @Test func numbersEveryResourceFromOneWithoutGaps() {
    #expect(dataset.users.map(\.id.rawValue) == Array(1...10))
    #expect(dataset.posts.map(\.id.rawValue) == Array(1...100))
    #expect(dataset.comments.map(\.id.rawValue) == Array(1...500))
    #expect(dataset.albums.map(\.id.rawValue) == Array(1...100))
    #expect(dataset.photos.map(\.id.rawValue) == Array(1...5000))
    #expect(dataset.todos.map(\.id.rawValue) == Array(1...200))
  }

  @Test func assignsParentsWithJSONPlaceholdersArithmetic() {
    #expect(dataset.posts.allSatisfy { $0.userId.rawValue == ($0.id.rawValue - 1) / 10 + 1 })
    #expect(dataset.comments.allSatisfy { $0.postId.rawValue == ($0.id.rawValue - 1) / 5 + 1 })
    #expect(dataset.albums.allSatisfy { $0.userId.rawValue == ($0.id.rawValue - 1) / 10 + 1 })
    #expect(dataset.photos.allSatisfy { $0.albumId.rawValue == ($0.id.rawValue - 1) / 50 + 1 })
    #expect(dataset.todos.allSatisfy { $0.userId.rawValue == ($0.id.rawValue - 1) / 20 + 1 })
  }

  @Test func isTheSameOnEveryBuild() {
    let first = SampleDataset.makeStandard()
    let second = SampleDataset.makeStandard()
    #expect(first == second)
    #expect(first == dataset)
  }

  @Test func carriesAccentsCJKAndEmojiInNamesAndTitles() {
    let names = dataset.users.map(\.name)
    #expect(names.contains { $0.contains("é") })
    #expect(names.contains { $0.contains("ü") })
    #expect(names.contains { $0.contains("ñ") })
    #expect(names.contains { $0.contains("김") })
    #expect(names.contains { $0.contains("👩‍💻") })
    #expect(dataset.users.contains { $0.address.city == "東京" })

    let titles = dataset.posts.map(\.title)
    #expect(titles.contains { $0.contains("東京") })
    #expect(titles.contains { $0.contains("👩‍💻") })
    #expect(titles.contains { $0.contains("🇯🇵") })
    #expect(titles.contains { $0.contains("ü") && $0.contains("ñ") })
  }

  @Test func keepsMostTextASCII() {
    let texts = dataset.posts.map(\.title) + dataset.albums.map(\.title) + dataset.users.map(\.name)
    let nonASCII = texts.filter { !$0.allSatisfy(\.isASCII) }
    #expect(!nonASCII.isEmpty)
    #expect(nonASCII.count * 10 < texts.count)
  }

  @Test func writesPostAndCommentBodiesOverSeveralLines() {
    for post in dataset.posts {
      let lines = post.body.split(separator: "\n")
      #expect((3...4).contains(lines.count), "post \(post.id)")
      #expect(lines.allSatisfy { $0.hasSuffix(".") }, "post \(post.id)")
    }
    #expect(dataset.comments.allSatisfy { $0.body.contains("\n") })
  }

  @Test func titlesEveryPostDifferently() {
    #expect(Set(dataset.posts.map(\.title)).count == dataset.posts.count)
  }

  @Test func givesEveryUserACompleteProfile() {
    for user in dataset.users {
      #expect(!user.username.isEmpty && user.username.allSatisfy(\.isASCII))
      #expect(!user.address.street.isEmpty && !user.address.suite.isEmpty)
      #expect(!user.address.city.isEmpty && !user.address.zipcode.isEmpty)
      #expect(user.phone.contains { $0.isNumber })
      #expect(user.website.contains("."))
      #expect(!user.company.name.isEmpty && !user.company.catchPhrase.isEmpty)
      #expect(!user.company.bs.isEmpty)
    }
  }

  @Test func writesCoordinatesThatParseKeepingTrailingZeros() {
    for user in dataset.users {
      #expect(user.address.geo.latitude != nil, "user \(user.id)")
      #expect(user.address.geo.longitude != nil, "user \(user.id)")
    }
    let texts = dataset.users.flatMap { [$0.address.geo.lat, $0.address.geo.lng] }
    #expect(texts.contains { $0.hasSuffix("0") })
    #expect(texts.contains { $0.hasPrefix("-") })
  }

  @Test func givesPlausibleEmailAddresses() {
    let emails = dataset.users.map(\.email) + dataset.comments.map(\.email)
    for email in emails {
      #expect(isPlausibleEmail(email), "\(email)")
    }
    #expect(!isPlausibleEmail("not an email"))
    #expect(!isPlausibleEmail("a@b"))
  }

  @Test func addressesPhotosUnderTheSampleHostWithMatchingThumbnails() {
    for photo in dataset.photos {
      let hex = photo.url.split(separator: "/").last.map(String.init) ?? ""
      #expect(photo.url == "https://sample.invalid/photos/600/\(hex)")
      #expect(photo.thumbnailUrl == "https://sample.invalid/photos/150/\(hex)")
      #expect(hex.count == 6 && hex.allSatisfy(\.isHexDigit))
      #expect(photo.imageURL != nil && photo.thumbnailURL != nil)
    }
  }

  @Test func mixesCompletedAndOpenTodosForEveryUser() {
    let byUser = Dictionary(grouping: dataset.todos, by: \.userId)
    #expect(byUser.count == 10)
    for (user, todos) in byUser {
      #expect(todos.contains { $0.completed }, "user \(user)")
      #expect(todos.contains { !$0.completed }, "user \(user)")
    }
  }

  private func isPlausibleEmail(_ email: String) -> Bool {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, let local = parts.first, let domain = parts.last else { return false }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    return !local.isEmpty && email.allSatisfy { $0.isASCII && !$0.isWhitespace }
      && labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
  }
}
