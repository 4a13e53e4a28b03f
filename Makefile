# Build entry points. Every target works from a clean clone with only the Swift toolchain.

SWIFT ?= swift
PACKAGES := Packages/ArgumentParsing Packages/Models Packages/Dependencies Packages/HTTPBasics Packages/HTTPClient Packages/HTTPClientLive Packages/NetworkClient Packages/NetworkClientLive Packages/Features Packages/TerminalKit Packages/TerminalViews Packages/Browse Packages/SampleAPI Packages/HTTPServer App
EXAMPLES := Examples/UsersAdmin Examples/Producers
END_TO_END := Tests/EndToEnd
CONSUMER := Tests/Consumer
STRICT := -Xswiftc -warnings-as-errors
APP := App/.build/debug/app
ARGS ?= posts --sample
PREFIX ?= /usr/local
DESTDIR ?=
RELEASE_APP := .build-release/app
SWIFT_FILES = $(shell find Packages App Tests Scripts Examples -name '*.swift' -not -path '*/.build*' | sort)

.PHONY: build release install test-install test test-packages test-examples test-docs test-api api-baseline test-consumer test-end-to-end lint run format bench docs clean

## build: compile every package, the app and the examples, warnings as errors
build:
	@for package in $(PACKAGES) $(EXAMPLES); do \
		echo "==> build $$package"; \
		$(SWIFT) build --package-path $$package $(STRICT) || exit 1; \
	done

## release: build the app as it ships, into .build-release/release/app (see Scripts/build-release)
release:
	@Scripts/build-release

## install: copy the release app to $(DESTDIR)$(PREFIX)/bin/app (PREFIX=/usr/local); run make release first
install: $(RELEASE_APP)
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$(RELEASE_APP)" "$(DESTDIR)$(PREFIX)/bin/app"

# built only when missing, so that `sudo make install` builds nothing as root
$(RELEASE_APP):
	@Scripts/build-release >/dev/null

# installs into temporary folders, with PREFIX and with DESTDIR, and runs what was installed
test-install:
	@Scripts/check-install

## test: format lint, every package's tests, the examples', the docs and their examples, the public API, the consumer package, then the app's end-to-end tests
test: lint test-packages test-examples test-docs test-api test-consumer test-end-to-end

test-packages:
	@for package in $(PACKAGES); do \
		echo "==> test $$package"; \
		$(SWIFT) test --package-path $$package $(STRICT) || exit 1; \
	done

# the example apps under Examples/, each on the public packages only
test-examples:
	@for example in $(EXAMPLES); do \
		echo "==> test $$example"; \
		$(SWIFT) test --package-path $$example $(STRICT) || exit 1; \
	done

# after test-packages, whose debug builds it reuses; fails on any DocC warning, on any code block
# of the documentation that does not compile
test-docs: docs
	@Scripts/check-doc-examples

# after test-packages, whose debug builds it reuses: one line per breaking change of the public
# API since the recorded baseline (see CHANGELOG.md)
test-api:
	@Scripts/check-api

## api-baseline: record the public API of the current commit as the baseline of test-api
api-baseline:
	@Scripts/check-api --record

# the README's and docs/'s commands and outputs run against the built app, then the Swift examples
test-consumer: $(APP)
	@echo "==> test $(CONSUMER)"
	@APP_BINARY="$(CURDIR)/$(APP)" Scripts/check-readme-examples
	$(SWIFT) test --package-path $(CONSUMER) $(STRICT)

test-end-to-end: $(APP)
	@echo "==> test $(END_TO_END)"
	APP_BINARY="$(CURDIR)/$(APP)" $(SWIFT) test --package-path $(END_TO_END) $(STRICT)

$(APP): FORCE
	@$(SWIFT) build --package-path App --product app $(STRICT)

FORCE:

## lint: check formatting with the toolchain's swift-format, and the package boundaries
lint:
	@echo "==> lint"
	@$(SWIFT) format lint --strict --parallel $(SWIFT_FILES)
	@Scripts/check-boundaries

## format: rewrite sources in place with swift-format
format:
	@$(SWIFT) format format --in-place --parallel $(SWIFT_FILES)

## run: build the app and run it (default: the posts list on the built-in sample API)
run: $(APP)
	@$(APP) $(ARGS)

## bench: time the app against the sample API with simulated latency
bench:
	@Scripts/bench

## docs: build the DocC documentation of every library package, warnings as errors
docs:
	@Scripts/docs

## clean: remove every build folder
clean:
	@for package in $(PACKAGES) $(EXAMPLES) $(CONSUMER) $(END_TO_END); do rm -rf $$package/.build; done
	@rm -rf .build-docs .build-release .build-bench
