//
//  NoticeModuleBuilder.swift
//  Larder
//

import UIKit

enum NoticeModuleBuilder {

    static func build(notice: AppNotice) -> UIViewController {
        let view = NoticeViewController()
        let router = NoticeRouter()
        let presenter = NoticePresenter(view: view, router: router, notice: notice)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
