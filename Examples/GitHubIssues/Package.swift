// swift-tools-version: 6.0
import PackageDescription

// GitHub's issues, as its REST API documents them, built only on the public packages: its own
// models, the description of its issues, text screens, the issues in the workspace's browser
// (BrowseKit) with a key to close one, a session with a token, GitHub's headers and rate limit,
// and a server that speaks the API's contract for its tests and its demo.

let package = Package(
  name: "GitHubIssues",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "GitHubIssues", targets: ["GitHubIssues"]),
    .library(name: "GitHubIssuesLive", targets: ["GitHubIssuesLive"]),
    .library(name: "GitHubIssuesServer", targets: ["GitHubIssuesServer"]),
    .library(name: "GitHubIssuesBrowse", targets: ["GitHubIssuesBrowse"]),
    .executable(name: "github-issues-demo", targets: ["github-issues-demo"]),
  ],
  dependencies: [
    .package(path: "../../Packages/ArgumentParsing"),
    .package(path: "../../Packages/BrowseKit"),
    .package(path: "../../Packages/JSONCoding"),
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/Dependencies"),
    .package(path: "../../Packages/HTTPClient"),
    .package(path: "../../Packages/HTTPClientLive"),
    .package(path: "../../Packages/Features"),
    .package(path: "../../Packages/HTTPServer"),
    .package(path: "../../Packages/ScreenKit"),
    .package(path: "../../Packages/TerminalKit"),
  ],
  targets: [
    .target(
      name: "GitHubIssues",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "Features", package: "Features"),
        .product(name: "JSONCoding", package: "JSONCoding"),
      ]
    ),
    .target(
      name: "GitHubIssuesLive",
      dependencies: [
        "GitHubIssues",
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
      ]
    ),
    .target(
      name: "GitHubIssuesServer",
      dependencies: [.product(name: "HTTPServer", package: "HTTPServer")]
    ),
    .target(
      name: "GitHubIssuesBrowse",
      dependencies: [
        "GitHubIssues",
        .product(name: "BrowseKit", package: "BrowseKit"),
        .product(name: "Features", package: "Features"),
        .product(name: "ScreenKit", package: "ScreenKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
      ]
    ),
    .executableTarget(
      name: "github-issues-demo",
      dependencies: [
        "GitHubIssues", "GitHubIssuesLive", "GitHubIssuesServer", "GitHubIssuesBrowse",
        .product(name: "ArgumentParsing", package: "ArgumentParsing"),
        .product(name: "BrowseKit", package: "BrowseKit"),
        .product(name: "Features", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "TerminalKit", package: "TerminalKit"),
      ]
    ),
    .testTarget(
      name: "GitHubIssuesTests",
      dependencies: [
        "GitHubIssues",
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "Features", package: "Features"),
        .product(name: "FeaturesTesting", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "JSONCoding", package: "JSONCoding"),
      ]
    ),
    .testTarget(
      name: "GitHubIssuesBrowseTests",
      dependencies: [
        "GitHubIssues", "GitHubIssuesBrowse",
        .product(name: "BrowseKit", package: "BrowseKit"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "Features", package: "Features"),
        .product(name: "TerminalKit", package: "TerminalKit"),
      ]
    ),
    .testTarget(
      name: "GitHubIssuesLiveTests",
      dependencies: [
        "GitHubIssues", "GitHubIssuesLive", "GitHubIssuesServer",
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "Features", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "HTTPServer", package: "HTTPServer"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
