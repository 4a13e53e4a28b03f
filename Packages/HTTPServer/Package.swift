// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HTTPServer",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "HTTPServer", targets: ["HTTPServer"])
  ],
  targets: [
    .target(name: "HTTPServer"),
    .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
  ],
  swiftLanguageModes: [.v6]
)
