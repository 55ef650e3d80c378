/** /station-assessment/evaluation-upload: the 评定材料上传 popup's page (permission evaluation-upload). */
import { defineListScreen } from '../../ui/list/defineListScreen'
import { uploadScreen } from './station-assessment-upload.screen'

export default defineListScreen(uploadScreen('evaluation-uploads'))
