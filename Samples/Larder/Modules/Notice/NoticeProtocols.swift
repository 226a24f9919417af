//
//  NoticeProtocols.swift
//  Larder
//

import UIKit

protocol NoticeViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol NoticePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapMoreInfo()
    func didTapClose()
}

protocol NoticeRouterProtocol: AnyObject {
    func openMoreInfo(url: URL)
    func close()
}
