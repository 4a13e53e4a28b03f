// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HTTPServer",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "HTTPServer", targets: ["HTTPServer"])
  ],
  targets: [
    .target(name: "HTTPServer"),
    .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
  ],
  swiftLanguageModes: [.v6]
)
