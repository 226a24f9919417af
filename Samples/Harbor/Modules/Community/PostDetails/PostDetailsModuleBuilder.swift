//
//  PostDetailsModuleBuilder.swift
//  Harbor
//

import UIKit

enum PostDetailsModuleBuilder {

    static func build(postID: String) -> UIViewController {
        let view = PostDetailsViewController()
        let interactor = PostDetailsInteractor(postID: postID, community: AppServices.shared.community)
        let router = PostDetailsRouter()
        let presenter = PostDetailsPresenter(view: view, interactor: interactor, router: router, postID: postID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
