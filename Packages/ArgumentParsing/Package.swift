// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ArgumentParsing",
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "ArgumentParsing", targets: ["ArgumentParsing"])
  ],
  targets: [
    .target(name: "ArgumentParsing"),
    .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
  ],
  swiftLanguageModes: [.v6]
)
