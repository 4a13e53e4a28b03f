import Features
import JSONPlaceholderFeatures
import Models
import ScreenKit
import Testing

@testable import Browse
@testable import BrowseKit

/// JSONPlaceholder's add-ons: a post, a user or an album that a link or a generic list opens is
/// shown on its own screen, where the catalog shows its resource with JSONPlaceholder's.
@Suite struct RecordAddOnJSONPlaceholderTests {
  private func opened(
    _ resource: String, _ id: String, in catalog: ResourceCatalog = .jsonPlaceholder
  )
    -> OpenedScreen.State
  {
    let resource =
      catalog.resources.first { $0.name == resource } ?? BrowsedResource(name: resource)
    return BrowseDelegate.Destination.record(RecordKey(resource: resource, id: id))
      .screen(in: BrowseState(size: Fixtures.size, catalog: catalog))
  }

  @Test func aPostAUserAndAnAlbumOpenOnTheirOwnScreens() {
    #expect(opened("posts", "7").as(PostScreen.State.self)?.detail.postID == Post.ID(7))
    #expect(opened("users", "3").as(UserScreen.State.self)?.detail.id == User.ID(3))
    let photos = opened("albums", "2").as(RecordsScreen.State.self)
    #expect(photos?.query.path == ["albums", "2", "photos"], "an album is its photos")
    #expect(photos?.tiles.isShown == true, "as tiles")
  }

  @Test func theOtherRecordsOpenOnTheRecordScreen() {
    #expect(opened("comments", "1").as(RecordScreen.State.self) != nil)
    #expect(opened("photos", "1").as(RecordScreen.State.self) != nil)
    #expect(opened("posts", "a1").as(RecordScreen.State.self) != nil, "an id no post has")
  }

  @Test func aResourceNotShownWithJSONPlaceholdersScreensKeepsTheRecordScreen() {
    let catalog = ResourceCatalog(
      resources: [BrowsedResource(name: "posts", path: "api/posts")],
      addOns: RecordAddOn.jsonPlaceholder)
    let opened = opened("posts", "7", in: catalog)
    #expect(opened.as(RecordScreen.State.self)?.detail.id.resource.path == "api/posts")
  }
}
