import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TestSupport
import Testing

@Suite struct ModelsSearchableTests {
  @Test func aUserIsSearchedByNameUsernameEmailAndAddress() {
    let user = User(
      id: 3, name: "Jürgen Weiß", username: "jweiss", email: "j@weiss.example",
      address: User.Address(
        street: "Hauptstraße", suite: "Apt. 4", city: "München", zipcode: "80331",
        geo: User.Geo(lat: "48.1", lng: "11.6")),
      phone: "555", website: "weiss.example",
      company: User.Company(name: "Weiß", catchPhrase: "", bs: ""))

    checkEqual(
      user.searchableFields,
      [
        "Jürgen Weiß", "jweiss", "j@weiss.example", "Hauptstraße", "Apt. 4", "München", "80331",
      ])
    check(SearchText("munchen").matches(user.searchableFields))
  }

  @Test func aPostIsSearchedByTitleAndBody() {
    let post = Post(userId: 1, id: 7, title: "Ramen notes", body: "From 東京")

    checkEqual(post.searchableFields, ["Ramen notes", "From 東京"])
    checkEqual(PostSummary(post: post, author: nil).searchableFields, post.searchableFields)
  }

  @Test func anAlbumIsSearchedByTitle() {
    let album = Album(userId: 1, id: 4, title: "Holidays in München")

    checkEqual(album.searchableFields, ["Holidays in München"])
  }
}
