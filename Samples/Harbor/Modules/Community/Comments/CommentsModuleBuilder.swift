//
//  CommentsModuleBuilder.swift
//  Harbor
//

import UIKit

enum CommentsModuleBuilder {

    static func build(postID: String) -> UIViewController {
        let view = CommentsViewController()
        let interactor = CommentsInteractor(postID: postID, community: AppServices.shared.community)
        let router = CommentsRouter()
        let presenter = CommentsPresenter(view: view, interactor: interactor, router: router, postID: postID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
