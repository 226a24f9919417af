//
//  AppModules+Build.swift
//  Social
//
//  Default configurations: `AppModules.Feed.comments(post).build()` wires the module with the
//  app-wide services container. Cases returning nil are not implemented yet.
//

import Foundation

extension AppModules.Onboarding {
    func build(container: ServicesContainer = AppModules.servicesContainer) -> VIPERModule? {
        switch self {
        case .welcome:
            return WelcomeModuleConfigurator().build()
        case .signIn:
            return SignInModuleConfigurator(services: container).build()
        case .signUp, .passwordReset:
            return nil
        }
    }
}

extension AppModules.Main {
    func build(container: ServicesContainer = AppModules.servicesContainer) -> VIPERModule? {
        switch self {
        case .mainTabs:
            return MainTabsModuleConfigurator().build()
        }
    }
}

extension AppModules.Feed {
    func build(configurator: PostsFeedModuleConfigurator? = nil, container: ServicesContainer = AppModules.servicesContainer) -> VIPERModule? {
        switch self {
        case let .postsFeed(feedType):
            return (configurator ?? .defaultConfig(container, feedType: feedType)).build()
        case let .postDetails(post):
            return PostDetailsModuleConfigurator(services: container, post: post).build()
        case let .comments(post):
            return CommentsModuleConfigurator(services: container, post: post).build()
        case let .composer(mode):
            return ComposerModuleConfigurator(services: container, mode: mode).build()
        case .stories:
            return StoriesModuleConfigurator().build()
        case .upvotedUsers, .reportPost:
            return nil
        }
    }
}

extension AppModules.Messages {
    func build(container: ServicesContainer = AppModules.servicesContainer) -> VIPERModule? {
        switch self {
        case .inbox:
            return InboxModuleConfigurator(services: container).build()
        case let .chatThread(conversation):
            return ChatThreadModuleConfigurator(services: container, conversation: conversation).build()
        case .groupInfo:
            return nil
        }
    }
}

extension AppModules.Account {
    func build(container: ServicesContainer = AppModules.servicesContainer) -> VIPERModule? {
        switch self {
        case .myProfile:
            return MyProfileModuleConfigurator(services: container).build()
        case let .userProfile(user):
            return UserProfileModuleConfigurator(services: container, user: user).build()
        case .settings:
            return SettingsModuleConfigurator(services: container).build()
        case .debugMenu:
            return DebugMenuModuleConfigurator().build()
        case .helpCenter:
            return nil
        }
    }
}

extension AppModules.Discover {
    func build(container: ServicesContainer = AppModules.servicesContainer) -> VIPERModule? {
        switch self {
        case let .search(query):
            return SearchModuleConfigurator(services: container, initialQuery: query).build()
        case .trending:
            return nil
        }
    }
}

extension AppModules.Wallet {
    func build(container: ServicesContainer = AppModules.servicesContainer) -> VIPERModule? {
        switch self {
        case .walletHome:
            return WalletHomeModuleConfigurator(services: container).build()
        case .walletActivity:
            return WalletActivityModuleConfigurator(services: container, filter: .all).build()
        case .walletActivityContent, .walletPayBill:
            return nil
        }
    }
}
