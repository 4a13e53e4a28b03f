import Foundation
import Models
import TestSupport
import Testing

@testable import JSONServer

@Suite struct SampleDatasetTests {
  let dataset = SampleDataset.standard

  @Test func hasJSONPlaceholdersCounts() {
    checkEqual(dataset.users.count, 10)
    checkEqual(dataset.posts.count, 100)
    checkEqual(dataset.comments.count, 500)
    checkEqual(dataset.albums.count, 100)
    checkEqual(dataset.photos.count, 5000)
    checkEqual(dataset.todos.count, 200)
  }

  @Test func numbersEveryResourceFromOneWithoutGaps() {
    checkEqual(dataset.users.map(\.id.rawValue), Array(1...10))
    checkEqual(dataset.posts.map(\.id.rawValue), Array(1...100))
    checkEqual(dataset.comments.map(\.id.rawValue), Array(1...500))
    checkEqual(dataset.albums.map(\.id.rawValue), Array(1...100))
    checkEqual(dataset.photos.map(\.id.rawValue), Array(1...5000))
    checkEqual(dataset.todos.map(\.id.rawValue), Array(1...200))
  }

  @Test func assignsParentsWithJSONPlaceholdersArithmetic() {
    check(dataset.posts.allSatisfy { $0.userId.rawValue == ($0.id.rawValue - 1) / 10 + 1 })
    check(dataset.comments.allSatisfy { $0.postId.rawValue == ($0.id.rawValue - 1) / 5 + 1 })
    check(dataset.albums.allSatisfy { $0.userId.rawValue == ($0.id.rawValue - 1) / 10 + 1 })
    check(dataset.photos.allSatisfy { $0.albumId.rawValue == ($0.id.rawValue - 1) / 50 + 1 })
    check(dataset.todos.allSatisfy { $0.userId.rawValue == ($0.id.rawValue - 1) / 20 + 1 })
  }

  @Test func isTheSameOnEveryBuild() {
    let first = SampleDataset.makeStandard()
    let second = SampleDataset.makeStandard()
    checkEqual(first, second)
    checkEqual(first, dataset)
  }

  @Test func carriesAccentsCJKAndEmojiInNamesAndTitles() {
    let names = dataset.users.map(\.name)
    check(names.contains { $0.contains("é") })
    check(names.contains { $0.contains("ü") })
    check(names.contains { $0.contains("ñ") })
    check(names.contains { $0.contains("김") })
    check(names.contains { $0.contains("👩‍💻") })
    check(dataset.users.contains { $0.address.city == "東京" })

    let titles = dataset.posts.map(\.title)
    check(titles.contains { $0.contains("東京") })
    check(titles.contains { $0.contains("👩‍💻") })
    check(titles.contains { $0.contains("🇯🇵") })
    check(titles.contains { $0.contains("ü") && $0.contains("ñ") })
  }

  @Test func keepsMostTextASCII() {
    let texts = dataset.posts.map(\.title) + dataset.albums.map(\.title) + dataset.users.map(\.name)
    let nonASCII = texts.filter { !$0.allSatisfy(\.isASCII) }
    check(!nonASCII.isEmpty)
    check(nonASCII.count * 10 < texts.count)
  }

  @Test func writesPostAndCommentBodiesOverSeveralLines() {
    for post in dataset.posts {
      let lines = post.body.split(separator: "\n")
      check((3...4).contains(lines.count), "post \(post.id)")
      check(lines.allSatisfy { $0.hasSuffix(".") }, "post \(post.id)")
    }
    check(dataset.comments.allSatisfy { $0.body.contains("\n") })
  }

  @Test func titlesEveryPostDifferently() {
    checkEqual(Set(dataset.posts.map(\.title)).count, dataset.posts.count)
  }

  @Test func givesEveryUserACompleteProfile() {
    for user in dataset.users {
      check(!user.username.isEmpty && user.username.allSatisfy(\.isASCII))
      check(!user.address.street.isEmpty && !user.address.suite.isEmpty)
      check(!user.address.city.isEmpty && !user.address.zipcode.isEmpty)
      check(user.phone.contains { $0.isNumber })
      check(user.website.contains("."))
      check(!user.company.name.isEmpty && !user.company.catchPhrase.isEmpty)
      check(!user.company.bs.isEmpty)
    }
  }

  @Test func writesCoordinatesThatParseKeepingTrailingZeros() {
    for user in dataset.users {
      check(user.address.geo.latitude != nil, "user \(user.id)")
      check(user.address.geo.longitude != nil, "user \(user.id)")
    }
    let texts = dataset.users.flatMap { [$0.address.geo.lat, $0.address.geo.lng] }
    check(texts.contains { $0.hasSuffix("0") })
    check(texts.contains { $0.hasPrefix("-") })
  }

  @Test func givesPlausibleEmailAddresses() {
    let emails = dataset.users.map(\.email) + dataset.comments.map(\.email)
    for email in emails {
      check(isPlausibleEmail(email), "\(email)")
    }
    check(!isPlausibleEmail("not an email"))
    check(!isPlausibleEmail("a@b"))
  }

  @Test func addressesPhotosUnderTheSampleHostWithMatchingThumbnails() {
    for photo in dataset.photos {
      let hex = photo.url.split(separator: "/").last.map(String.init) ?? ""
      checkEqual(photo.url, "https://sample.invalid/photos/600/\(hex)")
      checkEqual(photo.thumbnailUrl, "https://sample.invalid/photos/150/\(hex)")
      check(hex.count == 6 && hex.allSatisfy(\.isHexDigit))
      check(photo.imageURL != nil && photo.thumbnailURL != nil)
    }
  }

  @Test func mixesCompletedAndOpenTodosForEveryUser() {
    let byUser = Dictionary(grouping: dataset.todos, by: \.userId)
    checkEqual(byUser.count, 10)
    for (user, todos) in byUser {
      check(todos.contains { $0.completed }, "user \(user)")
      check(todos.contains { !$0.completed }, "user \(user)")
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
